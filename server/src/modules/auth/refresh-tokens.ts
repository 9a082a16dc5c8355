// Refresh tokens: opaque strings, stored only as sha256, rotated on every reissue.
// A rotated token presented again means it was copied and the whole family ends, except within the
// 10-second grace window (PRODUCT.md: two tabs, a retry), which answers the same successor again.
// The successor of a token is an HMAC of it under the server secret, so it can be given again without
// storing it (docs/adr/0006-sessions.md).
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  REFRESH_TOKEN_TTL_SECONDS_AUTO,
  REFRESH_TOKEN_TTL_SECONDS_SESSION,
} from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { endReasonOf, recordEnded, type EndReason } from './ended-sessions';

/** PRODUCT.md: the same refresh token again within 10 s of its rotation gets the same successor. */
export const REFRESH_GRACE_SECONDS = 10;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface IssuedRefresh {
  token: string;
  familyId: string;
  userId: number;
  /** When the token was issued: the access token issued with it carries this `iat`, so a grace-window
   * replay gets the very same access token too. */
  issuedAt: Date;
}

const successorOf = (secret: string, token: string) =>
  createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url');

function ttlMs(autoLogin: boolean) {
  return (autoLogin ? REFRESH_TOKEN_TTL_SECONDS_AUTO : REFRESH_TOKEN_TTL_SECONDS_SESSION) * 1000;
}

// Whole seconds: a JWT's iat has no more, and the replayed access token must match to the byte.
const wholeSeconds = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000);

async function insertToken(
  db: Db,
  entry: { userId: number; familyId: string; autoLogin: boolean; token: string; now: Date },
) {
  const issuedAt = wholeSeconds(entry.now);
  const [row] = await db
    .insert(refreshTokens)
    .values({
      userId: entry.userId,
      familyId: entry.familyId,
      tokenHash: hashToken(entry.token),
      expiresAt: new Date(issuedAt.getTime() + ttlMs(entry.autoLogin)),
      autoLogin: entry.autoLogin,
      createdAt: issuedAt,
    })
    .returning({ id: refreshTokens.id });
  if (!row) throw new Error('insert refresh_tokens returned no row');
  return { id: row.id, issuedAt };
}

/** Starts a new family (a login). */
export async function issueRefreshToken(
  db: Db,
  userId: number,
  autoLogin: boolean,
  now = new Date(),
): Promise<IssuedRefresh> {
  const familyId = randomUUID();
  const token = randomBytes(32).toString('base64url');
  const { issuedAt } = await insertToken(db, { userId, familyId, autoLogin, token, now });
  return { token, familyId, userId, issuedAt };
}

export type RotateResult =
  | { kind: 'ok'; issued: IssuedRefresh }
  | { kind: 'invalid' }
  | { kind: 'ended'; familyId: string; reason: EndReason };

/** Exchanges a refresh token for its successor; the old one is marked replaced. A rotated token again:
 * within the grace window the same successor, else the family ends as 'reused'. */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  opts: { secret: string; now: Date },
): Promise<RotateResult> {
  const { now } = opts;
  const result = await db.transaction(
    async (tx): Promise<RotateResult | { kind: 'reuse'; familyId: string }> => {
      // FOR UPDATE: two concurrent reissues with one token are serialised; the second one is a replay.
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)))
        .for('update')
        .limit(1);
      if (!row) return { kind: 'invalid' };
      const successor = successorOf(opts.secret, token);
      if (row.revokedAt) {
        const reason = await endReasonOf(tx, row.familyId);
        if (reason) return { kind: 'ended', familyId: row.familyId, reason };
        const inGrace =
          row.replacedBy !== null && now.getTime() - row.revokedAt.getTime() <= REFRESH_GRACE_SECONDS * 1000;
        if (inGrace && row.replacedBy !== null) {
          const [next] = await tx
            .select()
            .from(refreshTokens)
            .where(eq(refreshTokens.id, row.replacedBy))
            .limit(1);
          // The successor must still be the live head of the family and be the one derived from this token.
          if (next && !next.revokedAt && next.tokenHash === hashToken(successor)) {
            return {
              kind: 'ok',
              issued: {
                token: successor,
                familyId: row.familyId,
                userId: row.userId,
                issuedAt: next.createdAt,
              },
            };
          }
        }
        return { kind: 'reuse', familyId: row.familyId };
      }
      if (row.expiresAt.getTime() <= now.getTime()) return { kind: 'invalid' };
      const next = await insertToken(tx, {
        userId: row.userId,
        familyId: row.familyId,
        autoLogin: row.autoLogin,
        token: successor,
        now,
      });
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now, replacedBy: next.id })
        .where(eq(refreshTokens.id, row.id));
      return {
        kind: 'ok',
        issued: { token: successor, familyId: row.familyId, userId: row.userId, issuedAt: next.issuedAt },
      };
    },
  );
  if (result.kind !== 'reuse') return result;
  // Outside the transaction above so the end is committed even though the request fails.
  await recordEnded(db, [result.familyId], 'reused');
  return { kind: 'ended', familyId: result.familyId, reason: 'reused' };
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
