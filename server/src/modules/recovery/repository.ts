// Verification codes for account recovery: stored as HMACs, 3-minute expiry, 5 wrong tries, and the
// rows double as the send log for the per-phone rate limit (so it holds across API processes).
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import {
  VERIFICATION_CODE_TTL_SECONDS,
  VERIFICATION_MAX_ATTEMPTS,
  type VerificationPurpose,
} from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { users, verificationCodes, type UserRow } from '../../db/schema';

export const SEND_INTERVAL_SECONDS = 30;
export const SENDS_PER_HOUR = 5;

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const codeHash = (secret: string, id: number | string, code: string) =>
  createHmac('sha256', secret).update(`${id}:${code}`).digest('hex');

/** The most recent account with this phone (phones are not unique across accounts). */
export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).orderBy(desc(users.id)).limit(1);
  return row;
}

/** Sends to a phone in the last 30 s and the last hour. */
export async function recentSends(db: Db, phone: string, now: Date) {
  const hourAgo = new Date(now.getTime() - 3600_000);
  const intervalAgo = new Date(now.getTime() - SEND_INTERVAL_SECONDS * 1000);
  const [row] = await db
    .select({
      hour: count(),
      recent: sql<number>`count(*) filter (where ${verificationCodes.createdAt} > ${intervalAgo.toISOString()})`,
    })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.phone, phone), gt(verificationCodes.createdAt, hourAgo)));
  return { hour: Number(row?.hour ?? 0), recent: Number(row?.recent ?? 0) };
}

/** A new code replaces the earlier ones for the same phone and purpose. */
export async function storeCode(
  db: Db,
  secret: string,
  entry: { phone: string; purpose: VerificationPurpose; userId: number; code: string },
  now: Date,
) {
  const expiresAt = new Date(now.getTime() + VERIFICATION_CODE_TTL_SECONDS * 1000);
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(verificationCodes.phone, entry.phone),
          eq(verificationCodes.purpose, entry.purpose),
          sql`${verificationCodes.consumedAt} is null`,
        ),
      );
    await tx.insert(verificationCodes).values({
      phone: entry.phone,
      purpose: entry.purpose,
      userId: entry.userId,
      codeHash: codeHash(secret, entry.userId, entry.code),
      expiresAt,
      createdAt: now,
    });
  });
  return expiresAt;
}

export type CheckResult = { kind: 'ok'; userId: number } | { kind: 'none' | 'expired' | 'locked' | 'wrong' };

/** Checks a code for the latest live request of this phone and purpose; a match consumes it. */
export async function checkCode(
  db: Db,
  secret: string,
  phone: string,
  purpose: VerificationPurpose,
  code: string,
  now: Date,
): Promise<CheckResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.phone, phone),
          eq(verificationCodes.purpose, purpose),
          sql`${verificationCodes.consumedAt} is null`,
        ),
      )
      .orderBy(desc(verificationCodes.id))
      .limit(1)
      .for('update');
    if (!row) return { kind: 'none' };
    if (row.attempts >= VERIFICATION_MAX_ATTEMPTS) return { kind: 'locked' };
    if (row.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(codeHash(secret, row.userId, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      await tx
        .update(verificationCodes)
        .set({ attempts: row.attempts + 1 })
        .where(eq(verificationCodes.id, row.id));
      return { kind: row.attempts + 1 >= VERIFICATION_MAX_ATTEMPTS ? 'locked' : 'wrong' };
    }
    await tx.update(verificationCodes).set({ consumedAt: now }).where(eq(verificationCodes.id, row.id));
    return { kind: 'ok', userId: row.userId };
  });
}
