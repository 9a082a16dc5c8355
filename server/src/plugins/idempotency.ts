// Idempotent creating calls: a route with `config: { idempotent: true }` honours an `Idempotency-Key`
// header. The first request with a key claims it (a row under the unique (user, key) index) before
// its handler runs and stores its 2xx answer; a repeat — sequential or in parallel, in this process or
// another one on the same database — waits for that answer and gets it again (same status and body)
// instead of creating a second record. The same key with another route or body is refused (422).
// A failed first request (4xx/5xx) releases its key, so fixing the input and retrying works.
// A replay first checks that the first request's record still exists (./idempotent-records.ts): when it
// was deleted meanwhile, the key is released and the request runs again instead of answering a 201 for
// nothing. Anonymous callers (sign-up) share user 0, so their keys are scoped by the body's hash: two
// people who happen to send one key never meet.
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { globalPlugin } from './global-plugin';
import { AppError } from '../errors';
import { idempotencyKeys } from '../db/schema';
import { IDEMPOTENCY_HEADER } from '@dolbom/shared-api/contracts';
import { IDEMPOTENT_RECORDS } from './idempotent-records';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Honour the Idempotency-Key header (creating calls). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The idempotency row this request claimed; its answer is stored on send. */
    idempotencyClaim: number | null;
  }
}

/** Keys live a day: long enough for any retry, short enough to keep the table small. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** A claim without an answer after this long is from a crashed process: it is taken over. */
const ABANDONED_SECONDS = 60;
/** How long a duplicate waits for the first request's answer before answering 409. */
const WAIT_MS = 15_000;
const POLL_MS = 50;
/** Printable, no spaces: a UUID or any client-chosen token. */
const KEY_FORMAT = /^[A-Za-z0-9._:-]{8,100}$/;
/** user_id of anonymous callers (sign-up). */
const ANONYMOUS = 0;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: '요청 키(Idempotency-Key) 형식이 올바르지 않아요.',
  reused: '이미 다른 내용으로 보낸 요청이에요. 화면을 새로 고친 뒤 다시 시도해주세요.',
  inProgress: '같은 요청을 처리하고 있어요. 잠시 후 다시 시도해주세요.',
} as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function fingerprintOf(request: FastifyRequest): string {
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  return createHash('sha256')
    .update(query)
    .update('\n')
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
}

export const idempotencyPlugin = globalPlugin('idempotency', async (app) => {
  app.decorateRequest('idempotencyClaim', null);
  // A replay must be able to tell whether its record is still there: no idempotent route without it.
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    for (const method of [route.method].flat()) {
      if (!IDEMPOTENT_RECORDS[`${method} ${route.url}`]) {
        throw new Error(
          `${method} ${route.url} honours Idempotency-Key but has no record check in plugins/idempotent-records.ts`,
        );
      }
    }
  });
  const ttl = sql.raw(`interval '${IDEMPOTENCY_TTL_HOURS} hours'`);
  const abandoned = sql.raw(`interval '${ABANDONED_SECONDS} seconds'`);
  let lastSweep = 0;

  /** Expired keys are deleted now and then (at most every 10 minutes per process). */
  async function sweep() {
    if (Date.now() - lastSweep < 10 * 60_000) return;
    lastSweep = Date.now();
    await app.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, sql`now() - ${ttl}`));
  }

  /** False when the first request's record was deleted since (its stored answer would be a lie). */
  async function stillThere(request: FastifyRequest, route: string, userId: number, body: string | null) {
    const check = IDEMPOTENT_RECORDS[route];
    if (!check) return true;
    let answer: unknown;
    try {
      answer = JSON.parse(body ?? '');
    } catch {
      return true;
    }
    if (answer === null || typeof answer !== 'object') return true;
    const query = (request.query ?? {}) as Record<string, unknown>;
    return check(app.db, { userId, answer: answer as Record<string, unknown>, query });
  }

  async function replay(request: FastifyRequest, reply: FastifyReply, userId: number, sentKey: string) {
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    const fingerprint = fingerprintOf(request);
    const key =
      userId === ANONYMOUS
        ? createHash('sha256').update(sentKey).update('\n').update(fingerprint).digest('hex')
        : sentKey;
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const [claimed] = await app.db
        .insert(idempotencyKeys)
        .values({ userId, key, route, fingerprint })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
      if (claimed) {
        request.idempotencyClaim = claimed.id;
        await sweep();
        return;
      }
      const [row] = await app.db
        .select({
          id: idempotencyKeys.id,
          route: idempotencyKeys.route,
          fingerprint: idempotencyKeys.fingerprint,
          statusCode: idempotencyKeys.statusCode,
          responseBody: idempotencyKeys.responseBody,
          contentType: idempotencyKeys.contentType,
          expired: sql<boolean>`${idempotencyKeys.createdAt} < now() - ${ttl}`,
          abandoned: sql<boolean>`${idempotencyKeys.createdAt} < now() - ${abandoned}`,
        })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!row) continue; // released or swept meanwhile: claim again
      if (row.expired || (row.statusCode === null && row.abandoned)) {
        await app.db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, row.id));
        continue;
      }
      if (row.route !== route || row.fingerprint !== fingerprint) {
        throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_MESSAGES.reused);
      }
      if (row.statusCode !== null) {
        if (!(await stillThere(request, route, userId, row.responseBody))) {
          await app.db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, row.id));
          continue;
        }
        return reply
          .code(row.statusCode)
          .header('idempotent-replayed', 'true')
          .type(row.contentType ?? 'application/json; charset=utf-8')
          .send(row.responseBody ?? '');
      }
      if (Date.now() > deadline) {
        throw new AppError(409, 'IDEMPOTENCY_IN_PROGRESS', IDEMPOTENCY_MESSAGES.inProgress);
      }
      await sleep(POLL_MS);
    }
  }

  // preHandler: after the guard (request.user) and validation (request.body), before the handler.
  app.addHook('preHandler', async (request, reply) => {
    // Reads are idempotent already: never replay one.
    if (!request.routeOptions.config.idempotent || request.method === 'GET' || request.method === 'HEAD')
      return;
    const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_FORMAT.test(key)) {
      throw new AppError(400, 'VALIDATION_ERROR', IDEMPOTENCY_MESSAGES.invalidKey);
    }
    return replay(request, reply, request.user?.userId ?? ANONYMOUS, key);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotencyClaim;
    if (id === null) return payload;
    request.idempotencyClaim = null;
    if (
      reply.statusCode >= 200 &&
      reply.statusCode < 300 &&
      (typeof payload === 'string' || payload == null)
    ) {
      const contentType = reply.getHeader('content-type');
      await app.db
        .update(idempotencyKeys)
        .set({
          statusCode: reply.statusCode,
          responseBody: payload ?? '',
          contentType: typeof contentType === 'string' ? contentType : null,
        })
        .where(eq(idempotencyKeys.id, id));
    } else {
      await app.db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
    }
    return payload;
  });

  // A request that never reaches onSend (client gone) must not hold its key until it is abandoned.
  app.addHook('onResponse', async (request) => {
    const id = request.idempotencyClaim;
    if (id === null) return;
    request.idempotencyClaim = null;
    await app.db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
  });
});
