// Finding 22 (issue 15): a manager sees each caregiver's age group (`60대`) on every card — candidates,
// 받은 지원함, 보낸 연락함, 저장함 — and on the detail, computed by the server from the 출생 연도, which is
// never sent to a manager. Without a year the group is null (the screen shows nothing).
import { eq } from 'drizzle-orm';
import { ageGroupOf, type CaregiverCard } from '@dolbom/shared-api/contracts';
import { caregivers } from '../../src/db/schema';
import { countedList, useManagerDemo } from './helpers';

const { t, manager, elders } = useManagerDemo();

async function yearsById() {
  const rows = await t.app.db.select({ id: caregivers.userId, year: caregivers.birthYear }).from(caregivers);
  return new Map(rows.map((r) => [r.id, r.year]));
}

async function list<T>(path: string) {
  const res = await manager('GET', path);
  expect(res.statusCode).toBe(200);
  expect(res.body).not.toContain('birthYear');
  return countedList<T>(res).content;
}

describe('ageGroup on the manager’s cards and detail', () => {
  it('every list names the age group from the seeded year, never the year', async () => {
    const years = await yearsById();
    const lists = [
      await list<CaregiverCard>(`/api/manager/elder/individual?elderId=${elders['김순례']}&distance=5km이내`),
      await list<{ caregiverId: number; ageGroup: string | null }>('/api/manager/apply'),
      await list<{ caregiverId: number; ageGroup: string | null }>('/api/manager/apply?tab=approved'),
      await list<{ caregiverId: number; ageGroup: string | null }>('/api/manager/contact'),
      await list<{ caregiverId: number; ageGroup: string | null }>('/api/manager/bookmark'),
    ];
    for (const items of lists) {
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.ageGroup).toMatch(/^[1-9]0대$/);
        expect(item.ageGroup).toBe(ageGroupOf(years.get(item.caregiverId)));
      }
    }
    const first = lists[0]![0]!;
    const detail = await manager('GET', `/api/manager/${first.caregiverId}?elderId=${elders['김순례']}`);
    expect(detail.json().ageGroup).toBe(first.ageGroup);
    expect(detail.body).not.toContain('birthYear');
    expect(detail.body).not.toContain(String(years.get(first.caregiverId)));
  });

  it('is null when the caregiver has not given a year', async () => {
    const [card] = await list<CaregiverCard>(
      `/api/manager/elder/individual?elderId=${elders['김순례']}&distance=5km이내`,
    );
    await t.app.db
      .update(caregivers)
      .set({ birthYear: null })
      .where(eq(caregivers.userId, card!.caregiverId));
    const again = await list<CaregiverCard>(
      `/api/manager/elder/individual?elderId=${elders['김순례']}&distance=5km이내`,
    );
    expect(again.find((c) => c.caregiverId === card!.caregiverId)?.ageGroup).toBeNull();
    const detail = await manager('GET', `/api/manager/${card!.caregiverId}`);
    expect(detail.json().ageGroup).toBeNull();
  });
});
