// PRODUCT.md "Accounts and postings": an elder posting is 모집 중 or 모집 완료. The manager closes or
// reopens it; a closed posting is in no caregiver's list, takes no new apply and is offered no
// candidates, while existing applies stay. Also issue 15 finding 5: one level per 식사/배변/이동.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { applies, elders as eldersTable } from '../../src/db/schema';
import { elderBody, useManagerDemo } from './helpers';

const { t, manager, other, caregiver, elders } = useManagerDemo();

type NearCard = { elderId: number };
const nearIds = async () => {
  const res = await caregiver('GET', '/api/caregiver/near/all?range=5&size=50');
  expect(res.statusCode).toBe(200);
  return (res.json().content as NearCard[]).map((c) => c.elderId);
};
const pickIds = async () => {
  const res = await caregiver('GET', '/api/caregiver/near/list?range=5');
  expect(res.statusCode).toBe(200);
  return JSON.stringify(res.json());
};
const posting = (elderId: number, recruiting: unknown) =>
  manager('PUT', `/api/manager/elder/${elderId}/posting`, { recruiting });

describe('closing and reopening an elder posting', () => {
  it('hides a closed posting from caregivers, refuses new applies, offers no candidates; reopening undoes it', async () => {
    const own = new Set(Object.values(elders));
    const visible = (await nearIds()).find((id) => own.has(id));
    if (visible === undefined) throw new Error('no elder of manager01 near caregiver01');
    const name = Object.keys(elders).find((n) => elders[n] === visible);
    expect((await manager('GET', '/api/manager/elder')).json()).toContainEqual(
      expect.objectContaining({ elderId: visible, recruiting: true }),
    );
    const before = await manager('GET', `/api/manager/elder/individual?elderId=${visible}&distance=5km이내`);
    expect(Number(before.headers['x-total-count'])).toBeGreaterThan(0);
    const existing = (await t.app.db.select().from(applies)).filter((a) => a.elderId === visible).length;

    const closed = await posting(visible, false);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({ elderId: visible, recruiting: false });
    expect((await manager('GET', '/api/manager/elder')).json()).toContainEqual(
      expect.objectContaining({ elderId: visible, elderName: name, recruiting: false }),
    );
    expect(await nearIds()).not.toContain(visible);
    expect(await pickIds()).not.toContain(`"elderId":${visible},`);
    const apply = await caregiver('POST', `/api/caregiver/near?elderId=${visible}`, {
      phone: '010-1234-5678',
      message: '',
    });
    expect(apply.statusCode).toBe(409);
    expect(apply.json().message).toBe('모집이 끝난 어르신이에요. 다른 어르신을 찾아보세요.');
    const none = await manager('GET', `/api/manager/elder/individual?elderId=${visible}&distance=5km이내`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
    // Applies already made stay in 받은 지원함.
    const kept = await manager('GET', `/api/manager/apply?elderId=${visible}`);
    const keptApproved = await manager('GET', `/api/manager/apply?elderId=${visible}&tab=approved`);
    expect(kept.json().length + keptApproved.json().length).toBe(existing);

    const reopened = await posting(visible, true);
    expect(reopened.json()).toEqual({ elderId: visible, recruiting: true });
    expect(await nearIds()).toContain(visible);
  });

  it('answers 404 for another manager’s elder, 403 for a caregiver, 400 for a bad body', async () => {
    const id = elders['김순례'];
    expect((await other('PUT', `/api/manager/elder/${id}/posting`, { recruiting: false })).statusCode).toBe(
      404,
    );
    expect(
      (await caregiver('PUT', `/api/manager/elder/${id}/posting`, { recruiting: false })).statusCode,
    ).toBe(403);
    const bad = await posting(id ?? 0, 'yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('모집 중인지 선택해주세요.');
    expect((await manager('GET', '/api/manager/elder')).json()).toContainEqual(
      expect.objectContaining({ elderId: id, recruiting: true }),
    );
  });
});

describe('elder needs: one level per 식사, 배변, 이동', () => {
  it('refuses two levels in one category on create and edit; 일상 takes several', async () => {
    const two = await manager(
      'POST',
      '/api/manager/elder/create',
      elderBody({ meal: ['스스로 식사 가능', '식사 차림 필요'] }),
    );
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({
      message: '가장 가까운 한 가지만 선택해주세요.',
      fields: { meal: expect.any(String) },
    });
    const edit = await manager(
      'PUT',
      `/api/manager/elder/${elders['김순례']}`,
      elderBody({ mobility: ['스스로 거동 가능', '거동 불가'] }),
    );
    expect(edit.statusCode).toBe(400);
    const ok = await manager(
      'POST',
      '/api/manager/elder/create',
      elderBody({ name: '한단계', meal: ['콧줄 식사'], daily: ['병원 동행', '말벗 등 정서 지원'] }),
    );
    expect(ok.statusCode).toBe(201);
    const detail = (await manager('GET', `/api/manager/elder/${ok.json().elderId}`)).json();
    expect(detail).toMatchObject({ meal: ['콧줄 식사'], daily: ['병원 동행', '말벗 등 정서 지원'] });
  });

  it('migration 0007 keeps the highest level of an elder saved with several', async () => {
    const id = elders['정복희'] ?? 0;
    await t.app.db
      .update(eldersTable)
      .set({
        meal: ['스스로 식사 가능', '죽, 반찬 등 요리 필요', '식사 차림 필요'],
        mealLevel: 3,
        toileting: ['기저귀 케어 필요', '스스로 배변 가능'],
        toiletingLevel: 3,
        mobility: ['이동 시 부축 도움'],
        mobilityLevel: 2,
      })
      .where(sql`${eldersTable.id} = ${id}`);
    const file = path.resolve(__dirname, '../../drizzle/0007_elder_posting_levels.sql');
    const updates = readFileSync(file, 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter((s) => s.includes('UPDATE'));
    expect(updates).toHaveLength(3);
    for (const statement of updates) await t.app.db.execute(sql.raw(statement));
    const detail = (await manager('GET', `/api/manager/elder/${id}`)).json();
    expect(detail).toMatchObject({
      meal: ['죽, 반찬 등 요리 필요'],
      toileting: ['기저귀 케어 필요'],
      mobility: ['이동 시 부축 도움'],
    });
  });
});
