// "Every elderId must be one of the caller's elders (else 404); name= is accepted as an alternative"
// (api.md). Another manager's elder answers exactly like a missing one.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { elders, type ElderRow } from '../../db/schema';
import { notFound } from '../../errors';

export interface ElderRef {
  elderId?: number | undefined;
  name?: string | undefined;
}

export async function findOwnElder(db: Db, managerId: number, ref: ElderRef): Promise<ElderRow | null> {
  const which =
    ref.elderId !== undefined ? eq(elders.id, ref.elderId) : ref.name ? eq(elders.name, ref.name) : null;
  if (!which) return null;
  const [row] = await db
    .select()
    .from(elders)
    .where(and(eq(elders.managerId, managerId), which))
    .limit(1);
  return row ?? null;
}

export async function requireOwnElder(db: Db, managerId: number, ref: ElderRef): Promise<ElderRow> {
  const elder = await findOwnElder(db, managerId, ref);
  if (!elder) throw notFound();
  return elder;
}

/**
 * The lists' elder filter: the given elder's id (404 when not the caller's), or null without
 * `elderId=`/`name=` — every elder of the manager (PRODUCT.md "Lists across elders").
 */
export async function elderFilter(db: Db, managerId: number, ref: ElderRef): Promise<number | null> {
  if (ref.elderId === undefined && !ref.name) return null;
  return (await requireOwnElder(db, managerId, ref)).id;
}
