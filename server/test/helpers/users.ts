// Test users and sign-ins: users inserted directly, and the demo accounts of the seed.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@dolbom/shared-api/contracts';
import { users } from '../../src/db/schema';
import { insertUser } from '../../src/modules/auth/user-repository';

export const TEST_PASSWORD = 'test1234!!';

let counter = 0;

export async function createUser(app: FastifyInstance, role: Role = 'ROLE_CAREGIVER', loginId?: string) {
  counter += 1;
  const prefix = { ROLE_CAREGIVER: 'care', ROLE_MANAGER: 'mgr', ROLE_ADMIN: 'adm' }[role];
  const id = loginId ?? `${prefix}user${String(counter).padStart(3, '0')}`;
  return insertUser(app.db, {
    loginId: id,
    password: TEST_PASSWORD,
    name: '테스트',
    phone: '010-1234-5678',
    role,
  });
}

export interface Session {
  access: string;
  refresh: string;
}

export async function login(app: FastifyInstance, id: string, password = TEST_PASSWORD, autoLogin = false) {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { id, password, autoLogin } });
  const access = String(res.headers.authorization ?? '').replace(/^Bearer /, '');
  const refresh = String(res.headers['x-refresh-token'] ?? '');
  return { res, session: { access, refresh } satisfies Session };
}

/** A signed-in user of the given role. */
export async function signedIn(app: FastifyInstance, role: Role = 'ROLE_CAREGIVER') {
  const user = await createUser(app, role);
  const { session } = await login(app, user.loginId);
  return { user, ...session };
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

/** The password of the demo accounts (server/src/db/seed-data.ts). */
export const DEMO_PASSWORD = 'dolbom1234!';

/** A user id by login id. */
export async function userIdOf(app: FastifyInstance, loginId: string): Promise<number> {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.loginId, loginId));
  if (!row) throw new Error(`no user ${loginId}`);
  return row.id;
}

/** Signs in a demo account; the headers that carry its token. */
export async function demoHeaders(app: FastifyInstance, loginId: string) {
  const { session, res } = await login(app, loginId, DEMO_PASSWORD);
  if (res.statusCode !== 200) throw new Error(`login ${loginId}: ${res.statusCode} ${res.body}`);
  return bearer(session.access);
}
