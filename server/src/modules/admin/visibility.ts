// What a suspended account leaves behind (issue 13): its postings (elders) and its resume are in no
// one's list, and their detail pages answer 404. Every list query of the caregiver, manager and
// matching modules adds `notSuspended(<the owner's user id column>)` to its where.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * SQL: the user in `userId` is not suspended. A hashed subquery over the partial index
 * `users_suspended_idx` (only suspended accounts are in it), so it keeps index-only list scans cheap.
 */
export function notSuspended(userId: AnyPgColumn | SQL): SQL {
  return sql`${userId} not in (select su.id from users su where su.suspended_at is not null)`;
}
