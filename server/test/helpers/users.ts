// Test users and sign-ins. Users are inserted directly (no sign-up endpoint yet).
import type { FastifyInstance } from 'fastify';
import type { Role } from '@dolbom/shared-api/contracts';
import { insertUser } from '../../src/modules/auth/user-repository';

export const TEST_PASSWORD = 'test1234!!';

let counter = 0;

export async function createUser(app: FastifyInstance, role: Role = 'ROLE_CAREGIVER', loginId?: string) {
  counter += 1;
  const id =
    loginId ?? `${role === 'ROLE_CAREGIVER' ? 'care' : 'mgr'}user${String(counter).padStart(3, '0')}`;
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
