// The manager's elders: list, read, create and update. A repeated name of one manager is saved as
// `이름 (2)`, `(3)`…: a write picks the free name and saves under a per-manager advisory lock, so
// parallel creates take their turns (100 at once each get their own name, issue 29); the unique index
// elders_manager_name_idx still guards any writer that does not take the lock, and a write that meets
// it picks again.
import { and, desc, eq, isNull, like, ne, or, sql } from 'drizzle-orm';
import type { ElderRegistration, ManagerElderDetail, ElderListItem } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { elders, type ElderRow } from '../../db/schema';
import { elderLevelColumns } from '../matching';
import { isUniqueViolation } from '../../errors';

const SUFFIX_RE = /^(.*) \((\d+)\)$/;
/** Only a writer outside the lock can take a name meanwhile: a few fresh picks are plenty. */
const NAME_ATTEMPTS = 8;
/** pg_advisory_xact_lock(namespace, manager id): one manager's names are picked one write at a time. */
export const ELDER_NAMES_LOCK = 7_301_028;

/** `홍길동 (2)` → `홍길동`; a name without a suffix stays. */
export const baseName = (name: string) => SUFFIX_RE.exec(name)?.[1] ?? name;

/** The wanted name if free, else the base name with the smallest free suffix from 2. */
export async function freeName(db: Db, managerId: number, wanted: string, exceptElderId?: number) {
  const base = baseName(wanted);
  const rows = await db
    .select({ name: elders.name })
    .from(elders)
    .where(
      and(
        eq(elders.managerId, managerId),
        or(eq(elders.name, wanted), eq(elders.name, base), like(elders.name, `${base} (%)`)),
        exceptElderId === undefined ? undefined : ne(elders.id, exceptElderId),
      ),
    );
  const taken = new Set(rows.map((r) => r.name));
  if (!taken.has(wanted)) return wanted;
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base} (${n})`)) return `${base} (${n})`;
}

/**
 * Picks the free name and runs `write` with it in one transaction under the manager's name lock; picks
 * again (a new transaction) when the unique index says the name was taken all the same.
 */
async function withFreeName<T>(
  db: Db,
  managerId: number,
  wanted: string,
  exceptElderId: number | undefined,
  write: (tx: Db, name: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ELDER_NAMES_LOCK}, ${managerId})`);
        return write(tx, await freeName(tx, managerId, wanted, exceptElderId));
      });
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= NAME_ATTEMPTS) throw err;
    }
  }
}

export interface Place {
  lat: number;
  lng: number;
  /** The 법정동 code the address text was placed at, when the address came without one (issue 30). */
  bcode?: string | undefined;
}

function columns(body: ElderRegistration, place: Place) {
  const { address, ...rest } = body;
  return {
    ...rest,
    zonecode: address.zonecode,
    roadAddress: address.roadAddress,
    jibunAddress: address.jibunAddress,
    bcode: address.bcode || place.bcode || '',
    lat: place.lat,
    lng: place.lng,
    ...elderLevelColumns(body),
  };
}

export async function insertElder(db: Db, managerId: number, body: ElderRegistration, place: Place) {
  return withFreeName(db, managerId, body.name, undefined, async (tx, name) => {
    const [row] = await tx
      .insert(elders)
      .values({ ...columns(body, place), name, managerId })
      .returning({ elderId: elders.id, name: elders.name });
    if (!row) throw new Error('insert elders returned no row');
    return row;
  });
}

export async function updateElder(
  db: Db,
  managerId: number,
  elderId: number,
  body: ElderRegistration,
  place: Place,
): Promise<ElderRow | null> {
  return withFreeName(db, managerId, body.name, elderId, async (tx, name) => {
    const [row] = await tx
      .update(elders)
      .set({ ...columns(body, place), name, updatedAt: new Date() })
      .where(and(eq(elders.id, elderId), eq(elders.managerId, managerId)))
      .returning();
    return row ?? null;
  });
}

const eldersOf = prepared((db) =>
  db
    .select({
      elderId: elders.id,
      elderName: elders.name,
      gender: elders.gender,
      rank: elders.rank,
      address: elders.roadAddress,
      birth: elders.birth,
      closedAt: elders.closedAt,
      careEnded: elders.careEndReason,
    })
    .from(elders)
    .where(eq(elders.managerId, sql.placeholder('managerId')))
    .orderBy(desc(elders.createdAt), desc(elders.id))
    .prepare('manager_elders'),
);

export async function listElders(db: Db, managerId: number): Promise<ElderListItem[]> {
  const rows = await eldersOf(db).execute({ managerId });
  return rows.map(({ closedAt, ...e }) => ({ ...e, recruiting: closedAt === null }));
}

/**
 * Close (모집 완료) or reopen (모집 중) the manager's elder posting; null when not theirs. A posting whose
 * care ended (돌봄 종료) stays closed: 'ended'.
 */
export async function setRecruiting(
  db: Db,
  managerId: number,
  elderId: number,
  recruiting: boolean,
  now: Date,
) {
  const [row] = await db
    .update(elders)
    .set({ closedAt: recruiting ? null : now })
    .where(and(eq(elders.id, elderId), eq(elders.managerId, managerId), isNull(elders.careEndedAt)))
    .returning({ elderId: elders.id, closedAt: elders.closedAt });
  if (row) return { elderId: row.elderId, recruiting: row.closedAt === null };
  const [ended] = await db
    .select({ id: elders.id })
    .from(elders)
    .where(and(eq(elders.id, elderId), eq(elders.managerId, managerId)));
  return ended ? 'ended' : null;
}

export function elderDetail(row: ElderRow): ManagerElderDetail {
  return {
    elderId: row.id,
    recruiting: row.closedAt === null,
    careEnded: row.careEndReason,
    name: row.name,
    gender: row.gender,
    birth: row.birth,
    address: {
      zonecode: row.zonecode,
      roadAddress: row.roadAddress,
      jibunAddress: row.jibunAddress,
      bcode: row.bcode,
    },
    rank: row.rank,
    schedule: row.schedule,
    negotiable: row.negotiable,
    meal: row.meal as ManagerElderDetail['meal'],
    toileting: row.toileting as ManagerElderDetail['toileting'],
    mobility: row.mobility as ManagerElderDetail['mobility'],
    daily: row.daily as ManagerElderDetail['daily'],
    workRequirement: row.workRequirement as ManagerElderDetail['workRequirement'],
    wageType: row.wageType as ManagerElderDetail['wageType'],
    wage: row.wage,
    family: row.family as ManagerElderDetail['family'],
    pet: row.pet as ManagerElderDetail['pet'],
    phone: row.phone,
    message: row.message,
  };
}
