// What re-encoding does to a phone photo (issue 29 item 2, ADR 0029): a 12-megapixel JPEG of about 4 MB
// with the EXIF a phone writes (GPS position, orientation 6), through the encoder every upload goes
// through (file-content.ts), as a profile photo (640 px) and as a certificate or proof photo (1,600 px).
// Prints bytes before and after, the size, the metadata left (none) and the encoding time.
//
//   npm run bench:photos [-- --runs 5]
import { performance } from 'node:perf_hooks';
import { encodePhoto, PHOTO_RULES, type PhotoPurpose } from '../server/src/modules/storage/file-content';
import { phonePhoto, photoFacts, rawMetadata } from '../server/test/helpers/photos';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const sources = [
    // Smooth shapes under sensor grain at quality 90: the size and detail of a 12 MP phone photo.
    {
      name: '12 MP phone photo (4032×3024, photo-like)',
      bytes: await phonePhoto({ width: 4032, height: 3024, quality: 90, texture: 'photo' }),
    },
    // Every pixel random: nothing compresses, the worst case for the result's size.
    {
      name: 'worst case: random pixels (2560×1600, q93)',
      bytes: await phonePhoto({ width: 2560, height: 1600, quality: 93 }),
    },
  ];
  console.log(
    `| source | bytes | as | longest side | bytes after | metadata after | encode (median of ${runs}) |`,
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const source of sources) {
    const before = await photoFacts(source.bytes);
    for (const purpose of Object.keys(PHOTO_RULES) as PhotoPurpose[]) {
      const times: number[] = [];
      let out: Buffer = Buffer.alloc(0);
      for (let i = 0; i < runs; i++) {
        const t = performance.now();
        out = (await encodePhoto(source.bytes, purpose)).data;
        times.push(performance.now() - t);
      }
      const after = await photoFacts(out);
      const left = [...after.metadata, ...rawMetadata(out)];
      console.log(
        `| ${source.name}, metadata ${before.metadata.join('+')}, GPS ${before.gps ? 'yes' : 'no'} | ${kb(source.bytes.length)} | ${purpose} | ${after.width}×${after.height} | ${kb(out.length)} (${((100 * out.length) / source.bytes.length).toFixed(1)} %) | ${left.length ? left.join(', ') : 'none'} | ${median(times).toFixed(0)} ms |`,
      );
    }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
