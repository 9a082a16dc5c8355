// Search of the 법정동 gazetteer by 시/구/동 names ('역삼', '강남구 역삼동', '서울 역삼'): the offline
// fallback for the postcode service. Built once from the same CSV the geo module loads: every name
// and each of its prefixes points at its rows, so a query is a few map lookups and an intersection.
import fs from 'node:fs';
import { ADDRESS_SEARCH_LIMIT, type AddressSearchItem } from '@dolbom/shared-api/contracts';
import { haversineKm } from '../geo';
import { SIDO_ALIASES } from '../geo/place-by-text';

interface Entry extends AddressSearchItem {
  /** Whole names (sido, each part of sigungu, dong, aliases): an exact match ranks higher. */
  names: Set<string>;
  lat: number;
  lng: number;
}

export interface AddressIndex {
  search(query: string, limit?: number): AddressSearchItem[];
  /** The 법정동 (a row with a 동 name) whose centre is nearest, within maxKm; null when none is. */
  nearest(lat: number, lng: number, maxKm: number): AddressSearchItem | null;
  readonly size: number;
}

export function buildAddressIndex(csv: string): AddressIndex {
  const entries: Entry[] = [];
  const byPrefix = new Map<string, number[]>();
  const lines = csv.split(/\r?\n/).slice(1);
  for (const line of lines) {
    const [bcode, sido, sigungu, dong, lat, lng] = line.trim().split(',');
    if (!bcode || !sido || sigungu === undefined || dong === undefined) continue;
    const names = new Set(
      [sido, ...(SIDO_ALIASES[sido] ?? []), ...sigungu.split(' '), dong].filter((n) => n !== ''),
    );
    const label = [sido, sigungu, dong].filter((n) => n !== '').join(' ');
    const index =
      entries.push({ bcode, sido, sigungu, dong, label, names, lat: Number(lat), lng: Number(lng) }) - 1;
    const prefixes = new Set<string>();
    for (const name of names) for (let i = 1; i <= name.length; i++) prefixes.add(name.slice(0, i));
    for (const prefix of prefixes) {
      const list = byPrefix.get(prefix);
      if (list) list.push(index);
      else byPrefix.set(prefix, [index]);
    }
  }

  const item = (e: Entry): AddressSearchItem => ({
    bcode: e.bcode,
    sido: e.sido,
    sigungu: e.sigungu,
    dong: e.dong,
    label: e.label,
  });
  // About 5,000 동 rows: a scan is well under a millisecond, no spatial index needed.
  const dongs = entries.filter((e) => e.dong !== '' && Number.isFinite(e.lat) && Number.isFinite(e.lng));

  return {
    size: entries.length,
    nearest(lat, lng, maxKm) {
      let best: Entry | null = null;
      let bestKm = Infinity;
      for (const e of dongs) {
        const km = haversineKm({ lat, lng }, { lat: e.lat, lng: e.lng });
        if (km < bestKm) {
          best = e;
          bestKm = km;
        }
      }
      return best && bestKm <= maxKm ? item(best) : null;
    },
    search(query, limit = ADDRESS_SEARCH_LIMIT) {
      const terms = query.trim().split(/\s+/).filter(Boolean);
      if (terms.length === 0) return [];
      // Every term must start one of the row's names; begin with the rarest term.
      const lists = terms.map((t) => byPrefix.get(t) ?? []).sort((a, b) => a.length - b.length);
      let hits = lists[0] ?? [];
      for (const list of lists.slice(1)) {
        const set = new Set(list);
        hits = hits.filter((i) => set.has(i));
      }
      const score = (e: Entry) => {
        const exact = terms.filter((t) => e.names.has(t)).length;
        // A 시군구 row answers a query that names only the 시군구; a 동 row a query that names the 동.
        const lastIsDong = e.dong !== '' && e.dong.startsWith(terms[terms.length - 1] ?? '');
        return exact * 2 + (lastIsDong ? 1 : 0);
      };
      return hits
        .map((i) => entries[i]!)
        .map((e) => ({ e, s: score(e) }))
        .sort((a, b) => b.s - a.s || a.e.bcode.localeCompare(b.e.bcode))
        .slice(0, limit)
        .map(({ e }) => item(e));
    },
  };
}

export function loadAddressIndex(file: string): AddressIndex {
  return buildAddressIndex(fs.readFileSync(file, 'utf8'));
}
