// Users: lookups for login and the role fetch, and creation (sign-up, seed, tests).
import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { Role } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { users, type UserRow } from '../../db/schema';

export async function findUserByLoginId(db: Db, loginId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.loginId, loginId)).limit(1);
  return row;
}

const userById = prepared((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('user_by_id'),
);

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await userById(db).execute({ id });
  return row;
}

export interface NewUser {
  loginId: string;
  password: string;
  name: string;
  phone: string;
  role: Role;
}

/** argon2id with the library defaults (19 MiB, t=2, p=1: the OWASP baseline). */
export const hashPassword = (password: string) => hash(password);

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const passwordHash = await hashPassword(user.password);
  const [row] = await db
    .insert(users)
    .values({ loginId: user.loginId, passwordHash, name: user.name, phone: user.phone, role: user.role })
    .returning();
  if (!row) throw new Error('insert users returned no row');
  return row;
}
