// Shared pieces of the 대체 근무 tests: dates by weekday, a job's week, the caller's notifications.
import { addDays, koreanDate, weekdayOf, type AppNotification } from '@dolbom/shared-api/contracts';
import { eq } from 'drizzle-orm';
import { caregivers, elders, resumes } from '../../src/db/schema';
import { resumeLevelColumns } from '../../src/modules/matching';
import { RESUME } from '../caregiver/fixtures';
import type { Caller } from '../helpers/requests';
import type { AppRef } from '../helpers/test-app';
import { createUser } from '../helpers/users';

export const today = () => koreanDate(new Date());

/** The first date after `after` (today) on weekday `d` (0 = Monday). */
export const next = (d: number, after = today()) => {
  let date = addDays(after, 1);
  while (weekdayOf(date) !== d) date = addDays(date, 1);
  return date;
};

/** A job's week: `start`–`end` on `days` (0 = Monday). */
export const week = (days: number[], start: string, end: string) =>
  Array.from({ length: 7 }, (_, d) => (days.includes(d) ? { start, end } : null));

/** The caller's latest 50 notifications. */
export const notifications = async (who: Caller) =>
  ((await who('GET', '/api/notifications?size=50')).json() as { content: AppNotification[] }).content;

/**
 * A new caregiver whose resume meets every need, living where the elder `elderId` does, with `대체 근무
 * 알림 받기` set to `alerts`: someone the fan-out's matching part finds.
 */
export async function nearbyCaregiver(t: AppRef, elderId: number, alerts = true): Promise<number> {
  const [elder] = await t.app.db
    .select({ lat: elders.lat, lng: elders.lng })
    .from(elders)
    .where(eq(elders.id, elderId));
  const user = await createUser(t.app, 'ROLE_CAREGIVER');
  await t.app.db.insert(caregivers).values({
    userId: user.id,
    zonecode: '06220',
    roadAddress: '서울 강남구 역삼로 310',
    jibunAddress: '서울 강남구 역삼동 706-1',
    bcode: '1168010100',
    lat: elder!.lat,
    lng: elder!.lng,
    substituteAlerts: alerts,
  });
  await t.app.db.insert(resumes).values({ ...RESUME, ...resumeLevelColumns(RESUME), caregiverId: user.id });
  return user.id;
}
