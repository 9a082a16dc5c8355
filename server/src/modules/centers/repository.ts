// Centers: search over the national list (listed rows) by name, 초성 and place, and lookups.
// Ranking: the whole keyword as the exact name, then as a prefix, then anywhere in the name, then
// centers found only by their words (place + name/service); within each, the better grade first.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  isChoseongKeyword,
  type CenterSearchItem,
  type CenterServiceGrade,
} from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { centers } from '../../db/schema';
import { bigrams, SERVICE_MARK } from './center-grams';
import { nameChoseong } from './choseong';
import { buildPlaceIndex, type PlaceIndex } from './place-tokens';

/** LIKE treats % and _ as wildcards; a keyword means its literal characters. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (s: string) => `%${escapeLike(s)}%`;

export interface CenterSearch {
  keyword: string;
  page: number;
  size: number;
}

/** The place words of the list, read once per app (258 pairs). */
export async function loadPlaceIndex(db: Db): Promise<PlaceIndex> {
  const rows = await db
    .selectDistinct({ sido: centers.sido, sigungu: centers.sigungu, code: centers.bcode })
    .from(centers)
    .where(eq(centers.listed, true));
  return buildPlaceIndex(rows);
}

/** Every piece present in the row's search_grams (the GIN index narrows; the LIKE beside it decides). */
function hasGrams(grams: string[]): SQL | undefined {
  if (grams.length === 0) return undefined;
  return sql`${centers.searchGrams} @> array[${sql.join(
    grams.map((g) => sql`${g}`),
    sql`, `,
  )}]::text[]`;
}

const nameContains = (word: string) =>
  and(hasGrams(bigrams(word)), sql`${centers.name} ilike ${contains(word)}`)!;
const choseongContains = (word: string) => {
  const k = word.replace(/\s/g, '');
  return and(hasGrams(bigrams(k)), sql`${centers.nameChoseong} like ${contains(k)}`)!;
};

/** The name (or 초성) matches the whole keyword. */
function wholeKeyword(keyword: string): { where: SQL; rank: SQL } {
  if (isChoseongKeyword(keyword)) {
    const k = keyword.replace(/\s/g, '');
    return {
      where: choseongContains(k),
      rank: sql`case when ${centers.nameChoseong} = ${k} then 0
        when ${centers.nameChoseong} like ${`${escapeLike(k)}%`} then 1 else 2 end`,
    };
  }
  return {
    where: nameContains(keyword),
    rank: sql`case when lower(${centers.name}) = lower(${keyword}) then 0
      when ${centers.name} ilike ${`${escapeLike(keyword)}%`} then 1 else 2 end`,
  };
}

/** A word that is not a place: in the name (or its 초성), or one of the services. */
function wordMatch(word: string): SQL {
  if (isChoseongKeyword(word)) return choseongContains(word);
  const service = and(
    hasGrams(bigrams(word).map((g) => SERVICE_MARK + g)),
    sql`array_to_string(${centers.services}, ' ') ilike ${contains(word)}`,
  )!;
  return sql`(${nameContains(word)} or ${service})`;
}

/** Words of the keyword: places narrow to their 시·군·구, the rest must each match name or service. */
function byWords(keyword: string, places: PlaceIndex): SQL | null {
  const words = keyword.split(/\s+/).filter(Boolean);
  let codes: string[] | null = null;
  const rest: string[] = [];
  for (const word of words) {
    const named = places.codes(word);
    if (named) codes = codes === null ? named : codes.filter((c) => named.includes(c));
    else rest.push(word);
  }
  if (codes === null && words.length < 2) return null;
  const parts: SQL[] = rest.map(wordMatch);
  if (codes !== null) {
    parts.push(
      codes.length
        ? sql`${centers.bcode} in (${sql.join(
            codes.map((c) => sql`${c}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  }
  return and(...parts) ?? null;
}

interface Row {
  id: number;
  name: string;
  zip_code: string;
  road_address: string;
  jibun_address: string;
  detail_address: string;
  final_grade: string;
  has_car: boolean;
  installation_time: string | null;
  grade_year: number | null;
  sido: string;
  sigungu: string;
  services: string[];
  grades: CenterServiceGrade[];
  total: number | string;
}

export async function searchCenters(
  db: Db,
  places: PlaceIndex,
  { keyword, page, size }: CenterSearch,
): Promise<{ items: CenterSearchItem[]; total: number }> {
  const whole = wholeKeyword(keyword);
  const words = byWords(keyword, places);
  const match = words ? sql`(${whole.where} or ${words})` : whole.where;
  const rank = words ? sql`case when ${whole.where} then ${whole.rank} else 3 end` : whole.rank;
  const result = await db.execute(sql`
    select id, name, zip_code, road_address, jibun_address, detail_address, final_grade, has_car,
      to_char(installation_time, 'YYYY-MM-DD') as installation_time, grade_year, sido, sigungu,
      services, grades, count(*) over () as total
    from ${centers}
    where ${centers.listed} and ${match}
    order by ${rank}, final_grade, name, id
    limit ${size} offset ${page * size}`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  return {
    total: rows.length ? Number(rows[0]!.total) : 0,
    items: rows.map((r) => ({
      centerId: r.id,
      centerName: r.name,
      zipCode: r.zip_code,
      roadAddress: r.road_address,
      jibunAddress: r.jibun_address,
      detailAddress: r.detail_address,
      finalGrade: r.final_grade,
      hasCar: r.has_car,
      installationTime: r.installation_time ?? '',
      gradeYear: r.grade_year,
      sido: r.sido,
      sigungu: r.sigungu,
      services: r.services,
      grades: r.grades,
    })),
  };
}

/** Fills name_choseong for centers written before the column existed (a database seeded earlier). */
export async function backfillCenterChoseong(db: Db): Promise<number> {
  const rows = await db
    .select({ id: centers.id, name: centers.name })
    .from(centers)
    .where(eq(centers.nameChoseong, ''));
  for (const row of rows) {
    const value = nameChoseong(row.name);
    if (value) await db.update(centers).set({ nameChoseong: value }).where(eq(centers.id, row.id));
  }
  return rows.length;
}
