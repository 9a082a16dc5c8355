// The national 장기요양기관 evaluation list (shared/data/kr-ltc-evaluations.csv, see its README): one row
// per institution and service → one center per institution (name + 시·도 + 시·군·구) with its services and
// the latest grade of each. Pure: the loader (center-loader.ts) writes the result into the database.
import type { StoredCenterGrade } from '../../db/schema';

export const GRADE_LETTERS: Record<string, string> = {
  최우수: 'A',
  우수: 'B',
  양호: 'C',
  보통: 'D',
  미흡: 'E',
};

/**
 * Which service's grade a center shows (finalGrade): the work a 요양보호사 does there, home visits first,
 * since this app's postings are 방문 요양; 방문간호 (nurses) and 복지용구 (equipment) last (ADR 0010).
 */
export const SERVICE_ORDER = [
  '방문요양',
  '주야간보호',
  '방문목욕',
  '단기보호',
  '노인요양시설',
  '방문간호',
  '복지용구',
];

export interface NationalCenter {
  name: string;
  sido: string;
  /** Empty for 세종특별자치시, which has none. */
  sigungu: string;
  /** The 10-digit code of its 시·군·구 row in the gazetteer. */
  sigunguCode: string;
  /** In SERVICE_ORDER. */
  services: string[];
  grades: StoredCenterGrade[];
  /** The grade of the first service in SERVICE_ORDER, and its year. */
  finalGrade: string;
  gradeYear: number;
}

const EXPECTED_HEADER = 'name,service,sido,sigungu,sigungu_code,grade,score,eval_year';

/** RFC 4180 fields of one line (names may hold commas and quotes: `쉼, 재가복지센터`). */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      fields.push(field);
      field = '';
    } else field += ch;
  }
  fields.push(field);
  return fields;
}

const serviceRank = (service: string) => {
  const i = SERVICE_ORDER.indexOf(service);
  return i === -1 ? SERVICE_ORDER.length : i;
};

export const naturalKey = (c: Pick<NationalCenter, 'name' | 'sido' | 'sigungu'>) =>
  `${c.name}\u0000${c.sido}\u0000${c.sigungu}`;

export function parseNationalList(csv: string): NationalCenter[] {
  const lines = csv.split(/\r?\n/);
  if (lines[0]?.replace(/^\uFEFF/, '').trim() !== EXPECTED_HEADER) {
    throw new Error(`centers: expected header "${EXPECTED_HEADER}"`);
  }
  const byKey = new Map<string, NationalCenter>();
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    if (!line?.trim()) continue;
    const [name, service, sido, sigungu, sigunguCode, gradeWord, score, evalYear] = splitCsvLine(line);
    const grade = GRADE_LETTERS[gradeWord?.trim() ?? ''];
    const year = Number(evalYear);
    if (
      !name?.trim() ||
      !service ||
      !sido ||
      sigungu === undefined ||
      !/^\d{10}$/.test(sigunguCode ?? '') ||
      !grade
    ) {
      throw new Error(`centers: bad line ${i + 1}`);
    }
    if (!Number.isInteger(year)) throw new Error(`centers: bad eval_year on line ${i + 1}`);
    const entry: StoredCenterGrade = {
      service,
      grade,
      score: score === '' || score === undefined ? null : Number(score),
      evalYear: year,
    };
    const key = naturalKey({ name: name.trim(), sido, sigungu });
    const center = byKey.get(key);
    if (!center) {
      byKey.set(key, {
        name: name.trim(),
        sido,
        sigungu,
        sigunguCode: sigunguCode!,
        services: [service],
        grades: [entry],
        finalGrade: grade,
        gradeYear: year,
      });
      continue;
    }
    const same = center.grades.findIndex((g) => g.service === service);
    // The file holds the latest evaluation per service; should a service repeat, the later year wins.
    if (same === -1) center.grades.push(entry);
    else if (center.grades[same]!.evalYear <= year) center.grades[same] = entry;
  }
  const centers = [...byKey.values()];
  for (const c of centers) {
    c.grades.sort((a, b) => serviceRank(a.service) - serviceRank(b.service));
    c.services = c.grades.map((g) => g.service);
    const shown = c.grades[0]!;
    c.finalGrade = shown.grade;
    c.gradeYear = shown.evalYear;
  }
  return centers;
}

/**
 * How new a list is (issue 28): its newest evaluation year, then how many evaluations of that year it
 * holds (the year's results are published over months). A start-up with an older file than the one
 * loaded must not rewrite the shared table back (center-loader.ts).
 */
export interface ListVersion {
  newestYear: number;
  newestYearRows: number;
}

export function listVersion(centers: readonly NationalCenter[]): ListVersion {
  let newestYear = 0;
  let newestYearRows = 0;
  for (const c of centers) {
    for (const g of c.grades) {
      if (g.evalYear > newestYear) {
        newestYear = g.evalYear;
        newestYearRows = 0;
      }
      if (g.evalYear === newestYear) newestYearRows++;
    }
  }
  return { newestYear, newestYearRows };
}

/** Negative when a is older than b, 0 when as new, positive when newer. */
export const compareListVersions = (a: ListVersion, b: ListVersion) =>
  a.newestYear - b.newestYear || a.newestYearRows - b.newestYearRows;
