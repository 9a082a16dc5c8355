// subset-font ships no types: the one call the PDF makes (HarfBuzz's hb-subset over WebAssembly).
declare module 'subset-font' {
  function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2'; noLayoutClosure?: boolean },
  ): Promise<Buffer>;
  export default subsetFont;
}
