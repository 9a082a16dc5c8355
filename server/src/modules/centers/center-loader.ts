// Loads the national 장기요양기관 list into `centers` on migrate (ADR 0010): one upsert per batch on the
// natural key (name, sido, sigungu), so ids stay stable across reloads and managers keep their center.
// The file's sha256 is kept in center_data_loads: an unchanged file is skipped at the next start. A load
// only moves forward (issue 28): a file older than the loaded one (listVersion) is refused unless forced,
// and a load NOTIFYs every API process to rebuild its search index (center-search-index.ts).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { centerDataLoads, centers } from '../../db/schema';
import type { Gazetteer } from '../geo/gazetteer';
import { nameChoseong } from './choseong';
import {
  compareListVersions,
  listVersion,
  parseNationalList,
  type ListVersion,
  type NationalCenter,
} from './national-list';

export const NATIONAL_LIST_SOURCE = 'kr-ltc-evaluations';
/** Rows per INSERT: one JSON parameter each, so a batch is one round trip. */
const BATCH = 4000;
/** Serialises two processes migrating the same database at once (any constant bigint). */
const LOAD_LOCK = 7_301_013;
/** NOTIFY channel of a new list: every process rebuilds its search index (payload: the file's sha256). */
export const CENTERS_CHANNEL = 'dolbom_centers_loaded';

export interface CenterLoadResult {
  skipped: boolean;
  centers: number;
  ms: number;
  /** Set when the file was older than the loaded list and not forced: nothing was written. */
  refused?: { file: ListVersion; loaded: ListVersion };
}

export interface CenterLoadOptions {
  /** CENTERS_FORCE: load even a file older than the one loaded (going back on purpose). */
  force?: boolean;
}

function rowsOf(list: NationalCenter[], gazetteer: Gazetteer) {
  return list.map((c) => {
    const place = gazetteer.get(c.sigunguCode) ?? gazetteer.lookup(c.sigunguCode);
    if (!place) throw new Error(`centers: 시·군·구 code ${c.sigunguCode} is not in the gazetteer`);
    const area = c.sigungu ? `${c.sido} ${c.sigungu}` : c.sido;
    const choseong = nameChoseong(c.name).slice(0, 50);
    return {
      name: c.name,
      name_choseong: choseong,
      address: area,
      bcode: c.sigunguCode,
      lat: place.lat,
      lng: place.lng,
      final_grade: c.finalGrade,
      sido: c.sido,
      sigungu: c.sigungu,
      services: c.services,
      grades: c.grades,
      grade_year: c.gradeYear,
    };
  });
}

/**
 * Loads (or reloads) the list from `file`. Manager-edited fields (has_car, one_line_intro) are never
 * overwritten; centers that left the list stay (managers may belong to them) but are no longer listed.
 */
export async function loadNationalCenters(
  db: Db,
  file: string,
  gazetteer: Gazetteer,
  opts: CenterLoadOptions = {},
): Promise<CenterLoadResult> {
  const started = performance.now();
  const bytes = fs.readFileSync(file);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK})`);
    const [done] = await tx
      .select({
        sha256: centerDataLoads.sha256,
        rowCount: centerDataLoads.rowCount,
        newestYear: centerDataLoads.newestYear,
        newestYearRows: centerDataLoads.newestYearRows,
      })
      .from(centerDataLoads)
      .where(eq(centerDataLoads.source, NATIONAL_LIST_SOURCE));
    const loaded: ListVersion | undefined =
      done?.newestYear != null && done.newestYearRows != null
        ? { newestYear: done.newestYear, newestYearRows: done.newestYearRows }
        : undefined;
    if (done?.sha256 === sha256 && loaded) {
      return { skipped: true, centers: done.rowCount, ms: performance.now() - started };
    }
    const list = parseNationalList(bytes.toString('utf8'));
    const version = listVersion(list);
    if (done?.sha256 === sha256) {
      // Loaded before versions were kept: record this file's, once.
      await tx.update(centerDataLoads).set(version).where(eq(centerDataLoads.source, NATIONAL_LIST_SOURCE));
      return { skipped: true, centers: done.rowCount, ms: performance.now() - started };
    }
    if (loaded && compareListVersions(version, loaded) < 0 && !opts.force) {
      return {
        skipped: true,
        centers: done?.rowCount ?? 0,
        ms: performance.now() - started,
        refused: { file: version, loaded },
      };
    }
    const rows = rowsOf(list, gazetteer);
    await tx.update(centers).set({ listed: false }).where(eq(centers.listed, true));
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = JSON.stringify(rows.slice(i, i + BATCH));
      await tx.execute(sql`
        insert into centers (name, name_choseong, zip_code, road_address, jibun_address, bcode, lat, lng,
          has_car, final_grade, installation_time, sido, sigungu, services, grades, grade_year, listed)
        select r.name, r.name_choseong, '', r.address, r.address, r.bcode, r.lat, r.lng,
          false, r.final_grade, null, r.sido, r.sigungu,
          array(select jsonb_array_elements_text(r.services)), r.grades, r.grade_year, true
        from jsonb_to_recordset(${batch}::jsonb) as r(name text, name_choseong text, address text,
          bcode text, lat double precision, lng double precision, final_grade text, sido text,
          sigungu text, services jsonb, grades jsonb, grade_year smallint)
        on conflict (name, sido, sigungu) do update set
          name_choseong = excluded.name_choseong, road_address = excluded.road_address,
          jibun_address = excluded.jibun_address, bcode = excluded.bcode, lat = excluded.lat,
          lng = excluded.lng, final_grade = excluded.final_grade, services = excluded.services,
          grades = excluded.grades, grade_year = excluded.grade_year, listed = true`);
    }
    await tx
      .insert(centerDataLoads)
      .values({ source: NATIONAL_LIST_SOURCE, sha256, rowCount: rows.length, ...version })
      .onConflictDoUpdate({
        target: centerDataLoads.source,
        set: { sha256, rowCount: rows.length, loadedAt: sql`now()`, ...version },
      });
    // Delivered on commit: every process (this one too) rebuilds its center search index.
    await tx.execute(sql`select pg_notify(${CENTERS_CHANNEL}, ${sha256})`);
    return { skipped: false, centers: rows.length, ms: performance.now() - started };
  });
}
