// Shared pieces of the manager API tests: the set-up on the demo seed (server/src/db/seed-data.ts) and a
// valid elder registration body.
import type { LightMyRequestResponse } from 'fastify';
import type { ElderBody } from '@dolbom/shared-api/contracts';
import { useDemoCaller } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';
import { userIdOf } from '../helpers/users';

/**
 * The set-up of a manager API test file, by `beforeAll`/`afterAll`: the app on the demo seed, callers
 * signed in as manager01, manager02 and caregiver01, manager01's elder ids by name and the user ids of
 * `caregiverLogins`. Callers and records are filled in place, so destructure them at the top. `opts` go to
 * the app (e.g. a local SMS sender to read).
 */
export function useManagerDemo(
  caregiverLogins: string[] = [],
  opts: Omit<Parameters<typeof useTestApp>[1] & object, 'seed'> = {},
) {
  const t = useTestApp({}, { ...opts, seed: true });
  const manager = useDemoCaller(t, 'manager01');
  const other = useDemoCaller(t, 'manager02');
  const caregiver = useDemoCaller(t, 'caregiver01');
  const elders: Record<string, number> = {};
  const cg: Record<string, number> = {};
  beforeAll(async () => {
    const list = (await manager('GET', '/api/manager/elder')).json() as {
      elderId: number;
      elderName: string;
    }[];
    Object.assign(elders, Object.fromEntries(list.map((e) => [e.elderName, e.elderId])));
    for (const id of caregiverLogins) cg[id] = await userIdOf(t.app, id);
  });
  return { t, manager, other, caregiver, elders, cg };
}

/**
 * One of the manager's four lists of spec §7: a bare JSON array with the count of all items in
 * X-Total-Count (PRODUCT.md). Fails unless the answer has that shape.
 */
export function countedList<T>(res: LightMyRequestResponse): { content: T[]; totalElements: number } {
  const content = res.json() as T[];
  expect(Array.isArray(content)).toBe(true);
  const header = res.headers['x-total-count'];
  expect(header).toMatch(/^\d+$/);
  return { content, totalElements: Number(header) };
}

/** A complete elder registration near the demo centre in 역삼동 (강남구). */
export function elderBody(overrides: Partial<ElderBody> = {}): ElderBody {
  return {
    name: '홍길순',
    gender: 'female',
    birth: '1940-05-01',
    address: {
      zonecode: '06220',
      roadAddress: '서울 강남구 역삼로 310',
      jibunAddress: '서울 강남구 역삼동 706-1',
      bcode: '1168010100',
    },
    rank: 3,
    schedule: [
      { start: '09:00:00', end: '12:00:00' },
      { start: '09:00:00', end: '12:00:00' },
      { start: '09:00:00', end: '12:00:00' },
      null,
      null,
      null,
      null,
    ],
    negotiable: true,
    meal: ['식사 차림 필요'],
    toileting: ['스스로 배변 가능'],
    mobility: ['이동 시 부축 도움'],
    daily: ['말벗 등 정서 지원'],
    workRequirement: '방문 요양',
    wageType: '시급',
    wage: 13500,
    family: '집에 있어요',
    pet: '없어요',
    phone: '010-2222-3333',
    message: '오전에 말벗을 해주실 분을 찾아요.',
    ...overrides,
  };
}
