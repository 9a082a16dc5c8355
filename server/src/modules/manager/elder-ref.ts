// "Every elderId must be one of the caller's elders (else 404); name= is accepted as an alternative"
// (api.md). Another manager's elder answers exactly like a missing one.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { remembered } from '../../db/remembered';
import { elders, type ElderRow } from '../../db/schema';
import { notFound } from '../../errors';
import { elderVersion } from '../matching';

export interface ElderRef {
  elderId?: number | undefined;
  name?: string | undefined;
}

/** The caller's elder by id or by name: prepared once per way (issue 16: every manager list checks it). */
function ownElderQuery(db: Db, by: 'id' | 'name') {
  return db
    .select({ elder: elders, version: elderVersion(sql`${elders}`) })
    .from(elders)
    .where(
      and(
        eq(elders.managerId, sql.placeholder('managerId')),
        by === 'id' ? eq(elders.id, sql.placeholder('key')) : eq(elders.name, sql.placeholder('key')),
      ),
    )
    .limit(1)
    .prepare(`manager_own_elder_by_${by}`);
}
const ownElderById = prepared((db) => ownElderQuery(db, 'id'));
const ownElderByName = prepared((db) => ownElderQuery(db, 'name'));

/**
 * Elders read lately, with their row's version (issue 16, ADR 0023): the candidate list sends a
 * remembered elder with its version, and its statement answers nothing if the elder has changed since
 * (findCandidates `asOf`), which saves the read of the elder on every visit.
 */
export const KNOWN_ELDERS_MAX = 10_000;
export interface KnownElder {
  elder: ElderRow;
  version: string;
}
const knownElders = remembered<number, KnownElder>(KNOWN_ELDERS_MAX);

/** Elder `elderId` as last read, if it was the manager's then. */
export function knownOwnElder(db: Db, managerId: number, elderId: number): KnownElder | undefined {
  const known = knownElders.get(db, elderId);
  return known?.elder.managerId === managerId ? known : undefined;
}

export async function findOwnElder(db: Db, managerId: number, ref: ElderRef): Promise<ElderRow | null> {
  const [row] =
    ref.elderId !== undefined
      ? await ownElderById(db).execute({ managerId, key: ref.elderId })
      : ref.name
        ? await ownElderByName(db).execute({ managerId, key: ref.name })
        : [];
  if (!row) return null;
  return knownElders.set(db, row.elder.id, row).elder;
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
