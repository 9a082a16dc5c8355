// Hourly limits on actions that reach other people (issue 29): reports (each one lands in the operators'
// queue) and membership requests (each one notifies the center's verified members). Counted in the
// database, so every API process agrees: one row per action and subject (a user, or an address for an
// anonymous sign-up), counting from the first action of the hour.
import { lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { ERROR_CODES } from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { hourlyLimits } from '../../db/schema';
import { AppError } from '../../errors';

const HOUR_MS = 60 * 60 * 1000;

export interface HourlyLimit {
  /** e.g. `report`, `membership.request` */
  action: string;
  max: number;
  /** The 429's first sentence, e.g. `신고는 한 시간에 10번까지 할 수 있어요.` */
  message: string;
}

export const REPORTS_PER_HOUR: HourlyLimit = {
  action: 'report',
  max: 10,
  message: '신고는 한 시간에 10번까지 할 수 있어요.',
};

/**
 * Manager sign-ups ask a center for membership, counted per address: a center's office may sign up its
 * whole staff of social workers on the first day, while a flood (57 in half a second) stops at 30.
 */
export const MEMBERSHIP_REQUESTS_PER_HOUR: HourlyLimit = {
  action: 'membership.request',
  max: 30,
  message: '센터 회원 가입 요청은 한 시간에 30번까지 할 수 있어요.',
};

let lastSweep = 0;

/**
 * Counts one action of `subject` (`user:12`, `address:203.0.113.7`); past the hour's limit it answers
 * the Korean 429 with Retry-After (the time until the hour that started with the first action is over).
 */
export async function spendHourly(
  db: Db,
  reply: FastifyReply,
  limit: HourlyLimit,
  subject: string,
  now: Date,
): Promise<void> {
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const fresh = sql`${hourlyLimits.windowStart} <= ${hourAgo}::timestamptz`;
  const [row] = await db
    .insert(hourlyLimits)
    .values({ action: limit.action, subject, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: [hourlyLimits.action, hourlyLimits.subject],
      set: {
        count: sql`case when ${fresh} then 1 else ${hourlyLimits.count} + 1 end`,
        windowStart: sql`case when ${fresh} then ${now.toISOString()}::timestamptz else ${hourlyLimits.windowStart} end`,
      },
    })
    .returning({ count: hourlyLimits.count, windowStart: hourlyLimits.windowStart });
  // Rows of hours long past go now and then (every process runs the same idempotent DELETE).
  if (now.getTime() - lastSweep > 10 * 60 * 1000) {
    lastSweep = now.getTime();
    await db.delete(hourlyLimits).where(lt(hourlyLimits.windowStart, new Date(now.getTime() - HOUR_MS)));
  }
  if (!row || row.count <= limit.max) return;
  const waitSeconds = Math.max(1, Math.ceil((row.windowStart.getTime() + HOUR_MS - now.getTime()) / 1000));
  const wait = waitSeconds < 60 ? `${waitSeconds}초` : `${Math.ceil(waitSeconds / 60)}분`;
  reply.header('retry-after', String(waitSeconds));
  throw new AppError(429, ERROR_CODES.TOO_MANY_REQUESTS, `${limit.message} ${wait} 후에 다시 시도해주세요.`);
}
