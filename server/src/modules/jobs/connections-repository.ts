// Connections (issue 31, ADR 0035): one per accepted contact or apply, written in the accept's transaction
// (createConnection), read by both sides with both names, the center and the phones of "Phones".
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { pageOf, type Connection, type Page } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { connections } from '../../db/schema';
import { notFound } from '../../errors';
import { connectionsOut, connectionsQuery, ownConnection, type Role } from './views';

/** In the accept's transaction: the accepted contact or apply becomes a connection (once). */
export async function createConnection(
  tx: Db,
  c: { caregiverId: number; elderId: number; managerId: number; contactId?: number; applyId?: number },
  now: Date,
): Promise<void> {
  await tx
    .insert(connections)
    .values({
      caregiverId: c.caregiverId,
      elderId: c.elderId,
      managerId: c.managerId,
      contactId: c.contactId ?? null,
      applyId: c.applyId ?? null,
      createdAt: now,
    })
    .onConflictDoNothing();
}

export async function listConnections(
  db: Db,
  role: Role,
  userId: number,
  q: { elderId?: number; page: number; size: number },
  now: Date,
): Promise<Page<Connection>> {
  const where = and(
    ownConnection(role, userId),
    q.elderId !== undefined ? eq(connections.elderId, q.elderId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    connectionsQuery(db)
      .where(where)
      .orderBy(desc(connections.createdAt), desc(connections.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(connections).where(where),
  ]);
  return pageOf(await connectionsOut(db, rows, role, now), total?.n ?? 0, q);
}

async function oneConnection(
  db: Db,
  role: Role,
  userId: number,
  where: SQL,
  at: Date,
): Promise<Connection | null> {
  const rows = await connectionsQuery(db)
    .where(and(ownConnection(role, userId), where))
    .orderBy(desc(connections.createdAt), desc(connections.id))
    .limit(1);
  const [out] = await connectionsOut(db, rows, role, at);
  return out ?? null;
}

export async function connectionDetail(
  db: Db,
  role: Role,
  userId: number,
  connectionId: number,
  at: Date,
): Promise<Connection> {
  const rows = await connectionsQuery(db).where(
    and(ownConnection(role, userId), eq(connections.id, connectionId)),
  );
  const [out] = await connectionsOut(db, rows, role, at);
  if (!out) throw notFound();
  return out;
}

/** The connection of one of the caller's contacts, applies, or (caregiver, elder) pair — the latest — or null. */
export function connectionOf(
  db: Db,
  role: Role,
  userId: number,
  by: { contactId: number } | { applyId: number } | { caregiverId: number; elderId: number },
  at: Date,
): Promise<Connection | null> {
  const where =
    'contactId' in by
      ? eq(connections.contactId, by.contactId)
      : 'applyId' in by
        ? eq(connections.applyId, by.applyId)
        : and(eq(connections.caregiverId, by.caregiverId), eq(connections.elderId, by.elderId))!;
  return oneConnection(db, role, userId, where, at);
}

/** The connection ids of list items (contacts or applies), for the `connectionId` of each card. */
export async function connectionIdsOf(
  db: Db,
  kind: 'contact' | 'apply',
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const column = kind === 'contact' ? connections.contactId : connections.applyId;
  const rows = await db
    .select({ id: connections.id, ref: column })
    .from(connections)
    .where(inArray(column, [...ids]));
  return new Map(rows.flatMap((r) => (r.ref === null ? [] : [[r.ref, r.id] as const])));
}

/** A page of contacts or applies with each item's `connectionId` (null while not accepted). */
export async function withConnectionIds<T>(
  db: Db,
  kind: 'contact' | 'apply',
  page: Page<T>,
  idOf: (item: T) => number,
): Promise<Page<T & { connectionId: number | null }>> {
  const ids = await connectionIdsOf(db, kind, page.content.map(idOf));
  return {
    ...page,
    content: page.content.map((item) => ({ ...item, connectionId: ids.get(idOf(item)) ?? null })),
  };
}
