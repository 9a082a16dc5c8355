// Booked hours, in one place (issue 31, ADR 0035): the `booked_hours` view (migration 0043) holds every
// visit of every active job. The confirm's clash check reads it here; substitutes' "free at those hours"
// are to read it through these functions too. Matching reads the same hours from `resumes.booked`, which
// triggers on jobs fill from this view (migration 0046, ADR 0036), so the candidate query stays index-only.
import { inArray } from 'drizzle-orm';
import { dayInterval, type Clash, type JobWeek } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { bookedHours } from '../../db/schema';

/** One booked visit: weekday 0 = Monday, minutes after midnight [start, end). */
export interface BookedVisit {
  jobId: number;
  weekday: number;
  start: number;
  end: number;
}

/** The booked visits of some caregivers, by caregiver id (a caregiver without any is absent). */
export async function bookedVisitsOf(
  db: Db,
  caregiverIds: readonly number[],
): Promise<Map<number, BookedVisit[]>> {
  const out = new Map<number, BookedVisit[]>();
  if (caregiverIds.length === 0) return out;
  const rows = await db
    .select()
    .from(bookedHours)
    .where(inArray(bookedHours.caregiverId, [...caregiverIds]))
    .orderBy(bookedHours.weekday, bookedHours.startMinute);
  for (const r of rows) {
    const list = out.get(r.caregiverId) ?? [];
    list.push({ jobId: r.jobId, weekday: r.weekday, start: r.startMinute, end: r.endMinute });
    out.set(r.caregiverId, list);
  }
  return out;
}

/** One caregiver's booked visits. */
export async function bookedVisits(db: Db, caregiverId: number): Promise<BookedVisit[]> {
  return (await bookedVisitsOf(db, [caregiverId])).get(caregiverId) ?? [];
}

/** Where a week overlaps booked visits (touching ends do not), as job-rules.ts clashes. */
export function clashesWithBooked(
  week: JobWeek,
  booked: readonly BookedVisit[],
  exceptJobId?: number,
): Clash[] {
  const out: Clash[] = [];
  for (const v of booked) {
    if (v.jobId === exceptJobId) continue;
    const day = dayInterval(week[v.weekday]);
    if (!day) continue;
    const start = Math.max(day[0], v.start);
    const end = Math.min(day[1], v.end);
    if (end > start) out.push({ weekday: v.weekday, start, end });
  }
  return out.sort((a, b) => a.weekday - b.weekday || a.start - b.start);
}
