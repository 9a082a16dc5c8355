// What a suspended account leaves behind (issue 13): its postings (elders) and its resume are in no
// one's list, and their detail pages answer 404. Every list query of the caregiver, manager and
// matching modules adds `notSuspended(<the owner's user id column>)` to its where.
//
// Issue 29 (ADR 0031) widens the same mechanism for caregivers: nothing from a manager who is not a
// verified member reaches a caregiver. Every caregiver-facing read of a manager's postings or contacts
// adds `reachesCaregivers(<the manager's user id column>)` instead: the same hashed `not in`, over the
// suspended accounts and the members not VERIFIED (each set a partial index of a few rows).
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The accounts an operator suspended (partial index `users_suspended_idx`). */
const SUSPENDED = 'select su.id from users su where su.suspended_at is not null';

/**
 * The managers whose postings and contacts no caregiver sees: suspended, or not a verified member of
 * their center (`승인 대기` or refused; partial index `managers_unverified_idx`). SQL text, for the
 * matching module's fixed statements (rank-sql.ts) as well as `reachesCaregivers`.
 */
export const HIDDEN_MANAGERS_SQL = `${SUSPENDED} union all select um.user_id from managers um where um.status <> 'VERIFIED'`;

/**
 * SQL: the user in `userId` is not suspended. A hashed subquery over the partial index
 * `users_suspended_idx` (only suspended accounts are in it), so it keeps index-only list scans cheap.
 */
export function notSuspended(userId: AnyPgColumn | SQL): SQL {
  return sql`${userId} not in (${sql.raw(SUSPENDED)})`;
}

/**
 * SQL: what the manager in `managerId` posts or sends reaches caregivers — not suspended, and a
 * verified member. The same hashed subquery as `notSuspended`, over both partial indexes.
 */
export function reachesCaregivers(managerId: AnyPgColumn | SQL): SQL {
  return sql`${managerId} not in (${sql.raw(HIDDEN_MANAGERS_SQL)})`;
}
