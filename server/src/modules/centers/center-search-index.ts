// The search index of the national list, held in each API process (ADR 0010): the 20,954 names, 초성,
// places and services, sorted once by grade then name. A search is one pass over them (about a
// millisecond) and a primary-key read of the page's rows, on either database. The list changes only when
// its file does, which is at start-up (center-loader.ts), so an index built after loading stays true
// until the process restarts; ids are stable across reloads, so a page read by id is always right.
import { eq } from 'drizzle-orm';
import { isChoseongKeyword } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { centers } from '../../db/schema';
import { buildPlaceIndex, type PlaceIndex } from './place-tokens';

interface Entry {
  id: number;
  lower: string;
  choseong: string;
  code: string;
  services: string;
}

export interface CenterSearchIndex {
  /** The ids of one page of matches, best first, and the count of all matches. */
  search(keyword: string, page: number, size: number): { ids: number[]; total: number };
  readonly size: number;
}

type Test = (e: Entry) => boolean;

function wordTest(word: string): Test {
  if (isChoseongKeyword(word)) return (e) => e.choseong.includes(word);
  const w = word.toLowerCase();
  return (e) => e.lower.includes(w) || e.services.includes(w);
}

/** Words of the keyword: places narrow to their 시·군·구, the rest must each match name or service. */
function byWords(keyword: string, places: PlaceIndex): Test | null {
  const words = keyword.split(/\s+/).filter(Boolean);
  let codes: Set<string> | null = null;
  const rest: Test[] = [];
  for (const word of words) {
    const named = places.codes(word);
    if (named) codes = new Set(codes === null ? named : named.filter((c) => codes!.has(c)));
    else rest.push(wordTest(word));
  }
  if (codes === null && words.length < 2) return null;
  const inPlace = codes;
  return (e) => (inPlace === null || inPlace.has(e.code)) && rest.every((t) => t(e));
}

/** 0 exact name, 1 prefix, 2 anywhere in the name (or 초성), -1 not in the name. */
function wholeRank(keyword: string): (e: Entry) => number {
  if (isChoseongKeyword(keyword)) {
    const k = keyword.replace(/\s/g, '');
    return (e) => (e.choseong === k ? 0 : e.choseong.startsWith(k) ? 1 : e.choseong.includes(k) ? 2 : -1);
  }
  const k = keyword.toLowerCase();
  return (e) => (e.lower === k ? 0 : e.lower.startsWith(k) ? 1 : e.lower.includes(k) ? 2 : -1);
}

export function buildCenterSearchIndex(entries: Entry[], places: PlaceIndex): CenterSearchIndex {
  return {
    size: entries.length,
    search(keyword, page, size) {
      const rank = wholeRank(keyword);
      const words = byWords(keyword, places);
      // Entries are in grade-then-name order, so filling four buckets keeps that order within each.
      const buckets: number[][] = [[], [], [], []];
      for (const e of entries) {
        const r = rank(e);
        if (r >= 0) buckets[r]!.push(e.id);
        else if (words?.(e)) buckets[3]!.push(e.id);
      }
      const all = buckets.flat();
      return { ids: all.slice(page * size, page * size + size), total: all.length };
    },
  };
}

/** Reads the listed centers (one query) and builds the index and the place words. */
export async function loadCenterSearchIndex(db: Db): Promise<CenterSearchIndex> {
  const rows = await db
    .select({
      id: centers.id,
      name: centers.name,
      choseong: centers.nameChoseong,
      sido: centers.sido,
      sigungu: centers.sigungu,
      code: centers.bcode,
      services: centers.services,
      grade: centers.finalGrade,
    })
    .from(centers)
    .where(eq(centers.listed, true));
  rows.sort((a, b) =>
    a.grade !== b.grade
      ? a.grade < b.grade
        ? -1
        : 1
      : a.name !== b.name
        ? a.name < b.name
          ? -1
          : 1
        : a.id - b.id,
  );
  const seen = new Map<string, { sido: string; sigungu: string; code: string }>();
  for (const r of rows) seen.set(`${r.sido}|${r.sigungu}|${r.code}`, r);
  return buildCenterSearchIndex(
    rows.map((r) => ({
      id: r.id,
      lower: r.name.toLowerCase(),
      choseong: r.choseong,
      code: r.code,
      services: r.services.join(' ').toLowerCase(),
    })),
    buildPlaceIndex([...seen.values()]),
  );
}
