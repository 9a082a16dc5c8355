// Shared pieces of the manager API tests: the seeded demo accounts (server/src/db/seed-data.ts), a
// signed-in request helper and a valid elder registration body.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ElderBody } from '@dolbom/shared-api/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { login } from '../helpers/users';

export const DEMO_PASSWORD = 'dolbom1234!';

export type Caller = (
  method: NonNullable<InjectOptions['method']>,
  url: string,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;

/** Signs in a demo account and returns a request function that carries its token. */
export async function as(app: FastifyInstance, loginId: string): Promise<Caller> {
  const { session, res } = await login(app, loginId, DEMO_PASSWORD);
  if (res.statusCode !== 200) throw new Error(`login ${loginId}: ${res.statusCode} ${res.body}`);
  return (method, url, payload) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${session.access}` },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
}

/** A user id by login id. */
export async function userIdOf(app: FastifyInstance, loginId: string): Promise<number> {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.loginId, loginId));
  if (!row) throw new Error(`no user ${loginId}`);
  return row.id;
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
