// 대체 근무 (issue 35 follow-up, ADR 0044): the fan-out asks only caregivers free at the visit's hours by
// their real jobs — also hours outside the matching slots (9–21), which `resumes.booked` does not keep. A
// caregiver whose job is 월 07–09 is not asked for a 월 08–10 visit (her accept would only answer 409
// `그 시간에 다른 근무가 있어요.`); one whose job ends at 08:00 is. On the demo seed: manager01's 박영수
// and 이말순.
import { and, eq } from 'drizzle-orm';
import type { ManagerSubstitute } from '@dolbom/shared-api/contracts';
import { jobs, substituteOffers } from '../../src/db/schema';
import { insertJobs } from '../matching/dataset';
import { useManagerDemo } from '../manager/helpers';
import { nearbyCaregiver, next, week } from './helpers';

const { t, manager, elders: elderIds } = useManagerDemo();
const id = (name: string) => elderIds[name] ?? 0;

it('leaves out a caregiver whose real job meets the visit’s hours outside 9–21, and asks one free then', async () => {
  const regular = await nearbyCaregiver(t, id('박영수'));
  const busyEarly = await nearbyCaregiver(t, id('박영수'));
  const freeBefore = await nearbyCaregiver(t, id('박영수'));
  const busyLate = await nearbyCaregiver(t, id('박영수'));
  // 박영수's morning job (월 07–11) with its regular caregiver; the others work elsewhere on Mondays.
  await insertJobs(t.app.db, [
    { caregiverId: regular, elderId: id('박영수'), status: 'active', schedule: week([0], '07:00', '11:00') },
    {
      caregiverId: busyEarly,
      elderId: id('이말순'),
      status: 'active',
      schedule: week([0], '07:00', '09:00'),
    },
    {
      caregiverId: freeBefore,
      elderId: id('이말순'),
      status: 'active',
      schedule: week([0], '06:00', '08:00'),
    },
    { caregiverId: busyLate, elderId: id('이말순'), status: 'active', schedule: week([0], '09:30', '10:30') },
  ]);
  const [job] = await t.app.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.caregiverId, regular), eq(jobs.status, 'active')));
  const res = await manager('POST', '/api/manager/substitutes', {
    jobId: job!.id,
    dates: [next(0)],
    start: '08:00',
    end: '10:00',
    hourlyWage: 13_000,
    note: '',
  });
  expect(res.statusCode).toBe(201);
  const asked = (
    await t.app.db
      .select({ id: substituteOffers.caregiverId })
      .from(substituteOffers)
      .where(eq(substituteOffers.requestId, (res.json() as ManagerSubstitute).id))
  ).map((o) => o.id);
  expect(asked).toContain(freeBefore);
  expect(asked).not.toContain(busyEarly);
  expect(asked).not.toContain(busyLate);
  expect(asked).not.toContain(regular);
});
