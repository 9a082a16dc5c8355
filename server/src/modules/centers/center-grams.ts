// The pieces center search looks up in its GIN index (centers.search_grams): every two adjacent
// characters of the lower-cased name without spaces, of its 초성, and — marked `s:` — of its services.
// A keyword's pieces must all be present (`@>`), then the real LIKE decides; so any substring of two or
// more characters is found through the index. Plain text[] GIN: no extension, and no dependence on the
// database's LC_CTYPE (pg_trgm extracts no trigrams from Hangul on a C-locale PostgreSQL).

export const SERVICE_MARK = 's:';

const compact = (s: string) => s.toLowerCase().replace(/\s+/g, '');

/** The distinct two-character pieces of `s` (spaces removed, lower case); none for one character. */
export function bigrams(s: string): string[] {
  const chars = [...compact(s)];
  const out = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
  return [...out];
}

export function centerGrams(name: string, choseong: string, services: readonly string[]): string[] {
  return [
    ...new Set([
      ...bigrams(name),
      ...bigrams(choseong),
      ...services.flatMap((s) => bigrams(s).map((g) => SERVICE_MARK + g)),
    ]),
  ];
}
