// Brute-force reference lists: every pair checked in memory. Small data only — the property test
// compares the SQL queries with these, and the benchmark times them as the baseline.
import { haversineKm } from '../geo/distance';
import { isCandidate } from './filters';
import type { ManagerSort } from './options';
import type { CandidateResult, NearElderResult } from './ranking';
import { ELDER_MEAL_OPTIONS, ELDER_MOBILITY_OPTIONS, ELDER_TOILETING_OPTIONS } from './options';
import { matchScore } from './score';
import type { BookedSpan, CaregiverForMatching, ElderForMatching } from './types';

export type { CandidateResult, NearElderResult };

// ---------- booked hours (issue 31), read from the jobs themselves ----------

/** A job as the reference reads it: whose, its status and its week ('HH:MM' start and end per weekday). */
export interface ReferenceJob {
  caregiverId: number;
  status: string;
  schedule: ReadonlyArray<{ start: string; end: string } | null | undefined>;
}

/**
 * The hours each caregiver's active jobs have taken, straight from the jobs' weeks (not from the
 * `resumes.booked` column the production lists read, nor from the `booked_hours` view that fills it):
 * every day with an end after its start, as it is, unclipped and unmerged.
 */
export function referenceBooked(jobs: readonly ReferenceJob[]): Map<number, BookedSpan[]> {
  const out = new Map<number, BookedSpan[]>();
  for (const job of jobs) {
    if (job.status !== 'active') continue;
    job.schedule.slice(0, 7).forEach((day, weekday) => {
      if (!day) return;
      const start = seconds(day.start);
      const end = seconds(day.end);
      if (end <= start) return;
      out.set(job.caregiverId, [...(out.get(job.caregiverId) ?? []), { weekday, start, end }]);
    });
  }
  return out;
}

/** The caregivers with their booked hours from `referenceBooked` (replacing whatever they carried). */
export function withReferenceBooked(
  caregivers: readonly CaregiverForMatching[],
  jobs: readonly ReferenceJob[],
): CaregiverForMatching[] {
  const booked = referenceBooked(jobs);
  return caregivers.map((c) => ({ ...c, booked: booked.get(c.id) ?? [] }));
}

/**
 * Lexicographic order over key tuples (smaller first). The reference writes its orders out here on its
 * own, from PRODUCT.md, rather than borrowing the production comparators (ranking.ts) it is checked
 * against: accuracy = score desc, time_match = schedule share desc, high_salary = desired wage desc,
 * each then nearer caregiver and lower id; the near list nearest first, then newest, then lower id.
 */
function byKeys<T>(keys: (x: T) => number[]) {
  return (a: T, b: T) => {
    const ka = keys(a);
    const kb = keys(b);
    for (let i = 0; i < ka.length; i++) {
      if (ka[i]! < kb[i]!) return -1;
      if (ka[i]! > kb[i]!) return 1;
    }
    return 0;
  };
}

const candidateKeys = (sort: ManagerSort) => (r: CandidateResult) => [
  -(sort === 'accuracy' ? r.score : sort === 'time_match' ? r.overlap.share : r.caregiver.wage),
  r.distanceKm,
  r.caregiver.id,
];

const nearKeys = (r: NearElderResult) => [r.distanceKm, -r.elder.createdAt.getTime(), r.elder.id];

/** The caregivers who pass every hard filter for the elder, scored and sorted. */
export function referenceCandidates(
  elder: ElderForMatching,
  caregivers: readonly CaregiverForMatching[],
  radiusKm: number,
  sort: ManagerSort = 'accuracy',
): CandidateResult[] {
  return caregivers
    .filter((caregiver) => isCandidate(elder, caregiver, radiusKm))
    .map((caregiver) => {
      const distanceKm = haversineKm(elder, caregiver);
      return { caregiver, distanceKm, ...matchScore(elder, caregiver, distanceKm, radiusKm) };
    })
    .sort(byKeys(candidateKeys(sort)));
}

/** The elders the caregiver is a candidate for, nearest first (then newest, then lower id). */
export function referenceNearElders(
  caregiver: CaregiverForMatching,
  elders: readonly ElderForMatching[],
  radiusKm: number,
): NearElderResult[] {
  return (
    elders
      // 구인 비공개 only hides the caregiver from managers; their own near list is the same either way.
      .filter((elder) => isCandidate(elder, { ...caregiver, jobOpen: true }, radiusKm))
      .map((elder) => {
        const distanceKm = haversineKm(elder, caregiver);
        return { elder, distanceKm, ...matchScore(elder, caregiver, distanceKm, radiusKm) };
      })
      .sort(byKeys(nearKeys))
  );
}

// ---------- near picks (PRODUCT.md "Near picks"; issue 30) ----------

/** Seconds after midnight of 'HH:MM' or 'HH:MM:SS' (written out here, not borrowed from schedule.ts). */
const seconds = (t: string) => {
  const [h = 0, m = 0, s = 0] = t.split(':').map(Number);
  return h * 3600 + m * 60 + s;
};

/**
 * The elder's offer per hour, from the elder's own week alone: 시급 as it is; 일급 and 건별 over the
 * hours of an average working day; 월급 over the weekly hours × 52 / 12. Unknown (no hours) counts as 0.
 */
export function referencePerHour(elder: ElderForMatching): number {
  if (elder.wageType === '시급') return elder.wage;
  let secs = 0;
  let days = 0;
  for (const day of elder.schedule.slice(0, 7)) {
    if (!day) continue;
    const length = seconds(day.end) - seconds(day.start);
    if (length <= 0) continue; // no overnight hours
    secs += length;
    days += 1;
  }
  if (secs <= 0) return 0;
  const weeklyHours = secs / 60 / 60;
  if (elder.wageType === '월급') return elder.wage / (weeklyHours * (52 / 12));
  return elder.wage / (weeklyHours / days);
}

export type ReferencePickKind = 'meal' | 'toileting' | 'mobility' | 'daily' | 'wage';

/**
 * The picks read straight off the reference near list. `wage`: the highest offer per hour in range
 * (ties → nearer, then newest, then lower id) — always that elder, whatever else is picked, because the
 * card says `가장 높은 급여`. Then, in this order, meal, toileting, mobility and daily: the newest elder
 * whose need there is above level 1 (일상: any item), skipping an elder picked already when another
 * qualifies (so the picks show different elders where they can).
 */
export function referenceNearPicks(
  caregiver: CaregiverForMatching,
  elders: readonly ElderForMatching[],
  radiusKm: number,
): Record<ReferencePickKind, NearElderResult | null> {
  const list = referenceNearElders(caregiver, elders, radiusKm);
  const newest = [...list].sort(byKeys((r) => [-r.elder.createdAt.getTime(), r.elder.id]));
  const beyondFirst = (chosen: readonly string[], options: readonly string[]) =>
    chosen.some((o) => options.indexOf(o) > 0);
  const wage = [...list].sort(
    byKeys((r) => [-referencePerHour(r.elder), r.distanceKm, -r.elder.createdAt.getTime(), r.elder.id]),
  )[0];
  const result: Record<ReferencePickKind, NearElderResult | null> = {
    wage: wage ?? null,
    meal: null,
    toileting: null,
    mobility: null,
    daily: null,
  };
  const taken = new Set<number>(wage ? [wage.elder.id] : []);
  const wanted: Array<[ReferencePickKind, (e: ElderForMatching) => boolean]> = [
    ['meal', (e) => beyondFirst(e.meal, ELDER_MEAL_OPTIONS)],
    ['toileting', (e) => beyondFirst(e.toileting, ELDER_TOILETING_OPTIONS)],
    ['mobility', (e) => beyondFirst(e.mobility, ELDER_MOBILITY_OPTIONS)],
    ['daily', (e) => e.daily.length > 0],
  ];
  for (const [kind, needs] of wanted) {
    const eligible = newest.filter((r) => needs(r.elder));
    const pick = eligible.find((r) => !taken.has(r.elder.id)) ?? eligible[0] ?? null;
    result[kind] = pick;
    if (pick) taken.add(pick.elder.id);
  }
  return result;
}

// ---------- substitute recipients (issue 35) ----------

/** A substitute visit she already took: its dates and hours (minutes after midnight). */
export interface ReferenceTakenVisit {
  caregiverId: number;
  days: readonly string[];
  startMinute: number;
  endMinute: number;
}

/**
 * Whom a substitute request asks, written out from PRODUCT.md "대체 근무": caregivers who pass every hard
 * filter for the elder within the radius (the candidate list's rule), who turned on `대체 근무 알림 받기`,
 * whose active jobs leave the visit's hours free on each of its weekdays (every hour of their weeks, also
 * outside the matching slots 9–21: a job at 7–9 keeps her out of a visit at 8–10), and
 * who have not taken another substitute visit at those hours on one of its dates; nearest first, then
 * lower id; none of `excluded`; `limit` at most.
 */
export function referenceSubstituteRecipients(
  elder: ElderForMatching,
  caregivers: readonly CaregiverForMatching[],
  radiusKm: number,
  opts: {
    optedIn: ReadonlySet<number>;
    visit: { days: readonly string[]; startMinute: number; endMinute: number };
    taken: readonly ReferenceTakenVisit[];
    excluded: ReadonlySet<number>;
    limit: number;
  },
): Array<{ id: number; distanceKm: number }> {
  const { visit } = opts;
  const weekdays = new Set(visit.days.map((d) => (new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7));
  const from = visit.startMinute * 60;
  const to = visit.endMinute * 60;
  const free = (c: CaregiverForMatching) =>
    !(c.booked ?? []).some((b) => weekdays.has(b.weekday) && Math.min(b.end, to) > Math.max(b.start, from));
  const takenThen = (id: number) =>
    opts.taken.some(
      (t) =>
        t.caregiverId === id &&
        t.days.some((d) => visit.days.includes(d)) &&
        t.startMinute < visit.endMinute &&
        t.endMinute > visit.startMinute,
    );
  return caregivers
    .filter(
      (c) =>
        !opts.excluded.has(c.id) &&
        opts.optedIn.has(c.id) &&
        isCandidate(elder, c, radiusKm) &&
        free(c) &&
        !takenThen(c.id),
    )
    .map((c) => ({ id: c.id, distanceKm: haversineKm(elder, c) }))
    .sort(byKeys((r) => [r.distanceKm, r.id]))
    .slice(0, opts.limit);
}
