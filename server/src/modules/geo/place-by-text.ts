// An address written out (`서울 강남구 역삼동 737`, `경기 수원시 장안구 정자동 111`) → its 법정동, by the
// gazetteer's names alone: for a client that sends no `bcode` (issue 30: the spec's old front end sends
// {zonecode, roadAddress, jibunAddress}). The 시·군·구 is found first (with the 시·도 when the text names
// one, since `중구` is in six cities), then a 읍·면·동 of it named in the text; a road address without a
// 동 is placed at its 시·군·구. Ambiguous or unknown text places nothing.
import type { Place } from './gazetteer';

/** Short names people write for provinces whose official name does not start with them. */
export const SIDO_ALIASES: Record<string, string[]> = {
  충청북도: ['충북'],
  충청남도: ['충남'],
  전라남도: ['전남'],
  전북특별자치도: ['전북', '전라북도'],
  경상북도: ['경북'],
  경상남도: ['경남'],
  강원특별자치도: ['강원도'],
  제주특별자치도: ['제주도'],
};

export interface TextPlace {
  code: string;
  place: Place;
}

interface Area {
  code: string;
  place: Place;
  /** The 시·군·구's words (`수원시 장안구` → 수원시, 장안구). */
  words: string[];
}

/** A token names this 시·도: a prefix of two letters or more (`서울`, `경기`), or a common short name. */
function namesSido(token: string, sido: string): boolean {
  return (token.length >= 2 && sido.startsWith(token)) || (SIDO_ALIASES[sido] ?? []).includes(token);
}

export function textPlaceIndex(rows: Iterable<[string, Place]>) {
  const areas: Area[] = [];
  const dongsOf = new Map<string, TextPlace[]>();
  for (const [code, place] of rows) {
    if (place.dong === '') {
      areas.push({ code, place, words: place.sigungu.split(' ').filter(Boolean) });
    } else {
      const key = code.slice(0, 5);
      dongsOf.set(key, [...(dongsOf.get(key) ?? []), { code, place }]);
    }
  }

  /** The 법정동 the text names, else its 시·군·구; null when the text names none, or several. */
  return function placeByText(text: string): TextPlace | null {
    const tokens = text.replace(/[(),]/g, ' ').split(/\s+/).filter(Boolean);
    if (tokens.length === 0) return null;
    const has = new Set(tokens);
    const sidoNamed = (a: Area) => tokens.some((t) => namesSido(t, a.place.sido));
    // 시·군·구 whose every word is in the text (세종: the 시·도 alone names its one 시).
    let found = areas.filter((a) => a.words.length > 0 && a.words.every((w) => has.has(w)));
    if (found.some(sidoNamed)) found = found.filter(sidoNamed);
    if (found.length === 0) {
      const bySido = areas.filter(sidoNamed);
      const sidos = new Set(bySido.map((a) => a.place.sido));
      if (sidos.size === 1 && bySido.length === 1) found = bySido;
    }
    // The most specific: `고양시 덕양구` over a bare `고양시`.
    const most = Math.max(0, ...found.map((a) => a.words.length));
    found = found.filter((a) => a.words.length === most);
    if (found.length !== 1) return null;
    const area = found[0]!;
    const dongs = (dongsOf.get(area.code.slice(0, 5)) ?? []).filter((d) =>
      d.place.dong.split(' ').every((w) => has.has(w)),
    );
    if (dongs.length === 1) return dongs[0]!;
    return { code: area.code, place: area.place };
  };
}
