// Refresh tokens: opaque random strings, stored only as sha256, rotated on every reissue.
// A rotated (revoked) token presented again means it was copied: the whole family is revoked.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  REFRESH_TOKEN_TTL_SECONDS_AUTO,
  REFRESH_TOKEN_TTL_SECONDS_SESSION,
} from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface IssuedRefresh {
  token: string;
  familyId: string;
  userId: number;
}

function ttlMs(autoLogin: boolean) {
  return (autoLogin ? REFRESH_TOKEN_TTL_SECONDS_AUTO : REFRESH_TOKEN_TTL_SECONDS_SESSION) * 1000;
}

async function insertToken(db: Db, userId: number, familyId: string, autoLogin: boolean) {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(refreshTokens)
    .values({
      userId,
      familyId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttlMs(autoLogin)),
      autoLogin,
    })
    .returning({ id: refreshTokens.id });
  if (!row) throw new Error('insert refresh_tokens returned no row');
  return { id: row.id, token };
}

/** Starts a new family (a login). */
export async function issueRefreshToken(db: Db, userId: number, autoLogin: boolean): Promise<IssuedRefresh> {
  const familyId = randomUUID();
  const { token } = await insertToken(db, userId, familyId, autoLogin);
  return { token, familyId, userId };
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export type RotateResult =
  { kind: 'ok'; issued: IssuedRefresh } | { kind: 'invalid' } | { kind: 'reused'; familyId: string };

/** Exchanges a refresh token for a new one of the same family; the old one is marked replaced. */
export async function rotateRefreshToken(db: Db, token: string): Promise<RotateResult> {
  const result = await db.transaction(async (tx): Promise<RotateResult> => {
    // FOR UPDATE: two concurrent reissues with one token must not both succeed.
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)))
      .for('update')
      .limit(1);
    if (!row) return { kind: 'invalid' };
    if (row.revokedAt) return { kind: 'reused', familyId: row.familyId };
    if (row.expiresAt.getTime() <= Date.now()) return { kind: 'invalid' };
    const next = await insertToken(tx, row.userId, row.familyId, row.autoLogin);
    await tx
      .update(refreshTokens)
      .set({ revokedAt: sql`now()`, replacedBy: next.id })
      .where(eq(refreshTokens.id, row.id));
    return { kind: 'ok', issued: { token: next.token, familyId: row.familyId, userId: row.userId } };
  });
  // Outside the transaction above so the revocation is committed even though the request fails.
  if (result.kind === 'reused') await revokeFamily(db, result.familyId);
  return result;
}

/** The family of a token, whatever its state (logout). */
export async function findFamilyOfToken(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row?.familyId;
}
