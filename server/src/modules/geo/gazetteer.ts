// 법정동 centroids (shared/data/kr-legal-dong-centroids.csv): bcode → coordinates, O(1) per lookup.
// The file is loaded once at start-up; see shared/data/README.md for its columns and the fallback.
import fs from 'node:fs';
import { textPlaceIndex, type TextPlace } from './place-by-text';

export interface Place {
  lat: number;
  lng: number;
  sido: string;
  sigungu: string;
  dong: string;
}

export interface Gazetteer {
  /** The place of a 10-digit 법정동 code: as is, else its 읍·면·동, else its 시·군·구; null when unknown. */
  lookup(bcode: string): Place | null;
  /** An address written out → its 법정동 (or 시·군·구) and code, by name (place-by-text.ts). */
  placeByText(text: string): TextPlace | null;
  /** Exact-code lookup, no fallback. */
  get(code: string): Place | undefined;
  readonly size: number;
}

const EXPECTED_HEADER = 'code,sido,sigungu,dong,lat,lng';

export function parseGazetteer(csv: string): Gazetteer {
  const lines = csv.split(/\r?\n/);
  if (lines[0]?.replace(/^\uFEFF/, '').trim() !== EXPECTED_HEADER) {
    throw new Error(`gazetteer: expected header "${EXPECTED_HEADER}"`);
  }
  const places = new Map<string, Place>();
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]?.trim();
    if (!line) continue;
    // No field contains a comma (names are plain Korean words), so a split is enough.
    const [code, sido, sigungu, dong, lat, lng] = line.split(',');
    if (!code || sido === undefined || sigungu === undefined || dong === undefined || !lat || !lng) {
      throw new Error(`gazetteer: bad line ${i + 1}`);
    }
    places.set(code, { lat: Number(lat), lng: Number(lng), sido, sigungu, dong });
  }
  let byText: ((text: string) => TextPlace | null) | undefined;
  return {
    get: (code) => places.get(code),
    // Built on first use: only clients without a bcode need it.
    placeByText: (text) => (byText ??= textPlaceIndex(places))(text),
    lookup(bcode) {
      if (!/^\d{10}$/.test(bcode)) return null;
      return (
        places.get(bcode) ??
        places.get(`${bcode.slice(0, 8)}00`) ??
        places.get(`${bcode.slice(0, 5)}00000`) ??
        null
      );
    },
    size: places.size,
  };
}

export function loadGazetteer(file: string): Gazetteer {
  return parseGazetteer(fs.readFileSync(file, 'utf8'));
}
