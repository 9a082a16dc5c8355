// Who is asked to take a substitute visit (issue 35, ADR 0042): the candidate list's own statement
// (rank-sql.ts candidateList: the bounding box over resumes_match_idx, the hard filters, the circle) with
// three more conditions — she turned on `대체 근무 알림 받기`, her real active jobs (the `booked_hours`
// view, every hour of their weeks, also outside the matching slots 9–21 that `resumes.booked` keeps) leave
// the visit's hours free on each of its weekdays, and she has not already taken another substitute visit at
// those hours on one of its dates — nearest first, then lower id, `limit` at most, less the ids already
// asked. As with the lists, SQL only prefilters the circle's edge: the rows are judged again with
// `withinRadius` and ordered by V8's distance, so the answer equals `referenceSubstituteRecipients`
// (server/test/matching/sql-vs-reference.test.ts). The accept checks the same hours (ADR 0042, 0044).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { haversineKm, RADIUS_SQL_SLACK_KM, withinRadius } from '../geo/distance';
import { candidateParams } from './queries';
import { candidateList, preparedStatement } from './rank-sql';
import type { ElderForMatching } from './types';

/** The visit asked for: its dates, their weekdays (0 = Monday) and the hours, minutes after midnight. */
export interface SubstituteVisit {
  days: readonly string[];
  startMinute: number;
  endMinute: number;
}

const p = (name: string) => sql.placeholder(name);

/** One of her active jobs' visits (`booked_hours`, minutes) overlaps the visit's hours of its weekday. */
const busyThen = sql`b.end_minute > (${p('visitFrom')}::int[])[b.weekday + 1]
  and b.start_minute < (${p('visitTo')}::int[])[b.weekday + 1]`;

/**
 * Each condition is a scalar subquery of the row (never pulled up into a join), so the database reads the
 * caregiver's switch by primary key and her active jobs by `jobs_caregiver_status_idx`. The circle is
 * ordered first (a fenced subquery: nearest first, then lower id) and the conditions are tested row by row
 * in that order until `limit` rows pass — about limit ÷ (the share who turned alerts on) rows, not the
 * whole circle (testing all ~30,000 candidates of 5 km in 서울 at 1,000,000 caregivers was p95 242 ms).
 */
const recipients = preparedStatement(
  'matching_substitute_recipients',
  sql`select x.id, x.lat, x.lng, x.dist
    from (select y.* from (${candidateList()}) y order by y.dist, y.id offset 0) x
    where (select c.substitute_alerts from caregivers c where c.user_id = x.id)
      and (select b.job_id from booked_hours b where b.caregiver_id = x.id and ${busyThen} limit 1) is null
      and not (select count(*) > 0 from substitute_requests s
        where s.substitute_id = x.id and s.status = 'taken' and s.days && ${p('days')}::date[]
          and s.start_minute < ${p('endMinute')}::int and s.end_minute > ${p('startMinute')}::int)
    order by x.dist, x.id
    limit ${p('limit')}::int`,
);

/** Rows read past `limit` so that near-ties ordered differently by SQL's last bit settle. */
const PAD = 16;

const weekdayOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The visit's hours per weekday as the SQL reads them: minutes, 0 and 0 on the days it does not cover. */
export function visitParams(visit: SubstituteVisit) {
  const from = Array<number>(7).fill(0);
  const to = Array<number>(7).fill(0);
  for (const day of visit.days) {
    const d = weekdayOf(day);
    from[d] = visit.startMinute;
    to[d] = visit.endMinute;
  }
  // As arrays' text, like the candidate parameters (queries.ts coveredSeconds).
  return {
    visitFrom: `{${from.join(',')}}`,
    visitTo: `{${to.join(',')}}`,
    days: `{${visit.days.join(',')}}`,
    startMinute: visit.startMinute,
    endMinute: visit.endMinute,
  };
}

function params(
  elder: ElderForMatching,
  radiusKm: number,
  visit: SubstituteVisit,
  excluded: number[],
  limit: number,
) {
  return {
    ...candidateParams(elder, radiusKm),
    ...visitParams(visit),
    radiusSlack: radiusKm + RADIUS_SQL_SLACK_KM,
    excluded: `{${excluded.join(',')}}`,
    limit,
  };
}

/** The statement and its values, for EXPLAIN in the benchmark. */
export function substituteRecipientsSql(elder: ElderForMatching, radiusKm: number, visit: SubstituteVisit) {
  return recipients.toSql(params(elder, radiusKm, visit, [], 50 + PAD));
}

/**
 * Up to `limit` caregivers to ask for the visit, nearest first (then lower id), none of `excluded`.
 */
export async function substituteRecipients(
  db: Db,
  opts: {
    elder: ElderForMatching;
    radiusKm: number;
    visit: SubstituteVisit;
    excluded: readonly number[];
    limit: number;
  },
): Promise<Array<{ id: number; distanceKm: number }>> {
  const { elder, radiusKm, limit } = opts;
  if (limit <= 0) return [];
  const excluded = [...opts.excluded];
  for (;;) {
    const rows = await recipients.run<{ id: number; lat: number; lng: number; dist: number }>(
      db,
      params(elder, radiusKm, opts.visit, excluded, limit + PAD),
    );
    const outside = rows.filter((r) => !withinRadius(elder, r, radiusKm)).map((r) => Number(r.id));
    const inside = rows
      .filter((r) => withinRadius(elder, r, radiusKm))
      .map((r) => ({ id: Number(r.id), distanceKm: haversineKm(elder, r) }))
      .sort((a, b) => a.distanceKm - b.distanceKm || a.id - b.id);
    // Every row read, or enough inside: settled. Otherwise read again without the rows judged outside.
    if (outside.length === 0 || rows.length < limit + PAD || inside.length >= limit + PAD / 2)
      return inside.slice(0, limit);
    excluded.push(...outside);
  }
}
