// The page statements of the matching lists (issue 16, ADR 0020): the ranked window of rank-sql.ts
// with the columns its rows' cards need, joined for the window's rows only (after the `limit`), so a
// list and its cards are one prepared statement — one round trip where there were three (the window,
// the page's rows in full, the cards). The near picks likewise: the light rows of every elder in range,
// and the full columns of the few that may be picked.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import {
  caregiverBookmarks,
  caregivers,
  centers,
  elders,
  managers,
  resumes,
  users,
  type CenterRow,
  type ElderRow,
  type ResumeRow,
} from '../../db/schema';
import { MANAGER_SORTS, type ManagerSort } from './options';
import {
  candidateLists,
  everyNearList,
  nearElderList,
  nearPicksSql,
  type Params,
  type RankedList,
} from './rank-sql';

/** A column of the rows of subquery `alias`, as the driver returns it. */
const columnOf =
  (alias: string) =>
  <T>(column: string) =>
    sql<T>`${sql.raw(alias)}.${sql.raw(column)}`;

/** A column of the window's rows (`w` is the window in the page statements). */
const w = columnOf('w');

/** What a candidate window row carries (rank-sql.ts candidateRows, plus its SQL distance). */
const CANDIDATE_WINDOW = {
  id: w<number>('id'),
  lat: w<number>('lat'),
  lng: w<number>('lng'),
  dist: w<number>('dist'),
  meal_level: w<number>('meal_level'),
  toileting_level: w<number>('toileting_level'),
  mobility_level: w<number>('mobility_level'),
  daily_mask: w<number>('daily_mask'),
  rank_mask: w<number>('rank_mask'),
  preferred_gender: w<string>('preferred_gender'),
  wage: w<number>('wage'),
  is_family_preferred: w<boolean>('is_family_preferred'),
  is_pet_preferred: w<boolean>('is_pet_preferred'),
  work_day_mask: w<number>('work_day_mask'),
  work_time_slot_mask: w<number>('work_time_slot_mask'),
};
export type CandidateWindowRow = CardValues<typeof CANDIDATE_WINDOW>;

/**
 * The version of a row (ADR 0023): the id of the transaction that wrote it (`xmin`) and its place
 * (`ctid`). Every UPDATE writes a new row version with both new, whatever the path (this server, another
 * process, an operator's SQL, a trigger), and freezing keeps the raw xmin. An equal version after a
 * change would need a transaction id that came round again (2³² transactions later) and a row version
 * written back into the same slot.
 */
const rowVersion = (row: SQL) => sql`(${row}.xmin::text || '@' || ${row}.ctid::text)`;

/** The version of an elder's row. */
export const elderVersion = (elder: SQL) => sql<string>`${rowVersion(elder)}`;

/**
 * The elder the candidates are for is as of version `$elderAsOf`, still the manager's and still open (or
 * no version is given: `elderAsOf` null): otherwise the page statement answers no rows, and the caller
 * reads the elder again. `asOfElderId`, `asOfManagerId`: whose elder.
 */
const elderUnchangedSince = sql`(${sql.placeholder('elderAsOf')}::text is null or exists (
    select 1 from ${elders} ge where ge.id = ${sql.placeholder('asOfElderId')}::int
      and ge.manager_id = ${sql.placeholder('asOfManagerId')}::int and ge.closed_at is null
      and ${elderVersion(sql.raw('ge'))} = ${sql.placeholder('elderAsOf')}::text))`;

/** Columns a caller adds to each candidate card (SQL over `caregivers`, `resumes`, `users` and its placeholders). */
export type CardFields = Record<string, SQL<unknown>>;
export type CardValues<F extends CardFields> = { [K in keyof F]: F[K] extends SQL<infer T> ? T : never };

/** A candidate window row with its caregiver, resume and name in full, and the caller's card columns. */
export interface CandidatePageRow<F extends CardFields> {
  w: CandidateWindowRow;
  caregiver: typeof caregivers.$inferSelect;
  resume: ResumeRow;
  name: string;
  extra: CardValues<F>;
}

/** A page statement's rows; `dense`: the list's area was found long before (rank-sql.ts `probed`). */
export type PageReader<Row> = (db: Db, params: Params, dense?: boolean) => Promise<Row[]>;

/**
 * The candidate page statements (one per sort) with the caller's card columns; `name` prefixes the
 * prepared statements' names, so each caller's statements are its own.
 */
export function candidatePages<F extends CardFields>(
  name: string,
  extra: F,
): Record<ManagerSort, PageReader<CandidatePageRow<F>>> {
  const statement = (sort: ManagerSort, list: RankedList, kind: 'window' | 'probed') =>
    prepared((db) =>
      db
        .select({ w: CANDIDATE_WINDOW, caregiver: caregivers, resume: resumes, name: users.name, extra })
        .from(sql`(${list.text[kind]}) w`)
        .innerJoin(caregivers, sql`${caregivers.userId} = w.id`)
        .innerJoin(resumes, eq(resumes.caregiverId, caregivers.userId))
        .innerJoin(users, eq(users.id, caregivers.userId))
        .where(elderUnchangedSince)
        .prepare(`${name}_${sort}${kind === 'probed' ? '_probed' : ''}`),
    );
  return Object.fromEntries(
    MANAGER_SORTS.map((sort) => {
      const plain = statement(sort, candidateLists[sort], 'window');
      const probed = statement(sort, candidateLists[sort], 'probed');
      const read: PageReader<CandidatePageRow<F>> = async (db, params, dense) =>
        (await (dense ? probed : plain)(db).execute(params)) as unknown as CandidatePageRow<F>[];
      return [sort, read];
    }),
  ) as Record<ManagerSort, PageReader<CandidatePageRow<F>>>;
}

/** The elder's full row with its manager's center and membership (what an elder card shows), or nulls. */
const ELDER_CARD = { elder: elders, center: centers, managerStatus: managers.status };
export interface ElderCardColumns {
  elder: ElderRow;
  /** Null only if the manager or the center is gone (the card is then left out, as before). */
  center: CenterRow | null;
  managerStatus: (typeof managers.$inferSelect)['status'] | null;
}

const NEAR_WINDOW = {
  id: w<number>('id'),
  lat: w<number>('lat'),
  lng: w<number>('lng'),
  created_ms: w<number>('created_ms'),
  dist: w<number>('dist'),
};
export type NearWindowRow = CardValues<typeof NEAR_WINDOW>;
export type NearPageRow = { w: NearWindowRow } & ElderCardColumns;

function nearPage(name: string, list: RankedList): PageReader<NearPageRow> {
  const statement = prepared((db) =>
    db
      .select({ w: NEAR_WINDOW, ...ELDER_CARD })
      .from(sql`(${list.text.window}) w`)
      .innerJoin(elders, sql`${elders.id} = w.id`)
      .leftJoin(managers, eq(managers.userId, elders.managerId))
      .leftJoin(centers, eq(centers.id, managers.centerId))
      .prepare(name),
  );
  return async (db, params) => (await statement(db).execute(params)) as unknown as NearPageRow[];
}

/** The near list's and the every-near list's window, each row with its elder card's columns. */
export const nearPages = {
  filtered: nearPage('matching_near_page', nearElderList),
  every: nearPage('matching_near_all_page', everyNearList),
};

/** The light columns the near picks choose from (rank-sql.ts nearPicksSql). */
const p = columnOf('p');
const PICK_ROW = {
  id: p<number>('id'),
  lat: p<number>('lat'),
  lng: p<number>('lng'),
  createdMs: p<number>('created_ms'),
  dist: p<number>('dist'),
  mealLevel: p<number>('meal_level'),
  toiletingLevel: p<number>('toileting_level'),
  mobilityLevel: p<number>('mobility_level'),
  dailyMask: p<number>('daily_mask'),
  wageType: p<string>('wage_type'),
  wage: p<number>('wage'),
  schedule: p<ElderRow['schedule']>('schedule').mapWith(elders.schedule),
  /** SQL's hourly offer and whether the row may be picked (read by the property test). */
  perHour: p<number>('per_hour'),
  wanted: p<boolean>('wanted'),
};
export type PickLightRow = CardValues<typeof PICK_ROW>;
/** A near pick's light row; its card columns only where it may be picked (`elder` null otherwise). */
export type PickRow = { p: PickLightRow } & (
  ElderCardColumns | { elder: null; center: null; managerStatus: null }
);

/** The version of a caregiver's matching view: her caregivers row's and her resume's (none: empty). */
export const caregiverVersion = (caregiver: SQL, resume: SQL) =>
  sql<string>`(${rowVersion(caregiver)} || ':' || coalesce(${rowVersion(resume)}, ''))`;

/**
 * The caregiver is as of version `$asOf` (or no version is given): otherwise the statement answers no
 * rows, and the caller reads her again.
 */
const unchangedSince = sql`(${sql.placeholder('asOf')}::text is null or exists (
    select 1 from ${caregivers} gc left join ${resumes} gr on gr.caregiver_id = gc.user_id
    where gc.user_id = ${sql.placeholder('caregiverId')}::int
      and ${caregiverVersion(sql.raw('gc'), sql.raw('gr'))} = ${sql.placeholder('asOf')}::text))`;

const pickStatement = prepared((db) =>
  db
    .select({
      p: PICK_ROW,
      ...ELDER_CARD,
      // Her saved elders, read once for the statement (an uncorrelated subquery), and only with a
      // version: without one the caller has just read them with her.
      saved: sql<number[] | null>`(case when ${sql.placeholder('asOf')}::text is null then null else
        (select coalesce(array_agg(b.elder_id), '{}') from ${caregiverBookmarks} b
          where b.caregiver_id = ${sql.placeholder('caregiverId')}::int) end)`,
    })
    .from(sql`(${nearPicksSql}) p`)
    // The join key is null for a row that cannot be picked, so only the few that may be are looked up.
    .leftJoin(elders, sql`${elders.id} = (case when p.wanted then p.id end)`)
    .leftJoin(managers, eq(managers.userId, elders.managerId))
    .leftJoin(centers, eq(centers.id, managers.centerId))
    // Only the rows that may be picked go to the server (the choice among them is the same, see
    // rank-sql.ts); `everyRow` sends the whole circle for the test of the statement's filters.
    .where(sql`(p.wanted or ${sql.placeholder('everyRow')}::boolean) and ${unchangedSince}`)
    .prepare('matching_near_picks_cards'),
);

export type PickRowWithSaved = PickRow & { saved: number[] | null };

/**
 * The near picks' rows. `asOf`: the version of the caregiver the parameters were computed from — no rows
 * if she has changed since (and none if no elder in range may be picked).
 */
export async function readNearPicks(
  db: Db,
  params: Params,
  opts: { everyRow?: boolean; caregiverId: number; asOf?: string | null },
): Promise<PickRowWithSaved[]> {
  return (await pickStatement(db).execute({
    ...params,
    everyRow: opts.everyRow ?? false,
    caregiverId: opts.caregiverId,
    asOf: opts.asOf ?? null,
  })) as unknown as PickRowWithSaved[];
}
