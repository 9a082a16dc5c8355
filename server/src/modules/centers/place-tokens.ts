// Which words of a center search name a place: `강남 방문요양` → 강남구 (a 시·군·구) + 방문요양 (name or
// service). Built from the 시·도/시·군·구 pairs the national list uses, so every place it knows has centers.

/** Short names people type for provinces (서울, 경기, 충북…) beside the official ones. */
const SIDO_ALIASES: Record<string, string[]> = {
  충청북도: ['충북'],
  충청남도: ['충남'],
  전라남도: ['전남'],
  전북특별자치도: ['전북', '전라북도'],
  경상북도: ['경북'],
  경상남도: ['경남'],
  강원특별자치도: ['강원도', '강원'],
  제주특별자치도: ['제주도', '제주'],
};

export interface CenterPlace {
  sido: string;
  sigungu: string;
  /** The 시·군·구 code (centers.bcode). */
  code: string;
}

export interface PlaceIndex {
  /** The 시·군·구 codes a word names (a 시·도 names all of its own), or null when it names no place. */
  codes(word: string): string[] | null;
}

const SIDO_SUFFIX = /(특별자치시|특별자치도|특별시|광역시|도)$/;
const SIGUNGU_SUFFIX = /(시|군|구)$/;

function sidoNames(sido: string): string[] {
  const short = sido.replace(SIDO_SUFFIX, '');
  return [sido, ...(short.length >= 2 ? [short] : []), ...(SIDO_ALIASES[sido] ?? [])];
}

/** `부천시 원미구` → 부천시 원미구, 부천시, 원미구, 부천, 원미; `중구` → 중구 (one syllable is too vague). */
function sigunguNames(sigungu: string): string[] {
  if (!sigungu) return [];
  const names = [sigungu];
  for (const part of sigungu.split(' ')) {
    names.push(part);
    const short = part.replace(SIGUNGU_SUFFIX, '');
    if (short.length >= 2) names.push(short);
  }
  return names;
}

export function buildPlaceIndex(places: readonly CenterPlace[]): PlaceIndex {
  const byName = new Map<string, Set<string>>();
  const add = (name: string, code: string) => {
    const set = byName.get(name) ?? new Set<string>();
    set.add(code);
    byName.set(name, set);
  };
  for (const p of places) {
    for (const name of sidoNames(p.sido)) add(name, p.code);
    for (const name of sigunguNames(p.sigungu)) add(name, p.code);
  }
  return {
    codes(word) {
      const found = byName.get(word.trim());
      return found ? [...found].sort() : null;
    },
  };
}
