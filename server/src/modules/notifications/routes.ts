// 알림 API: the list, unread count and read marks (the caller's own only: another's id is a 404), the
// stream (Server-Sent Events opened with a single-use ticket, so no token lands in a URL), push
// subscriptions and the SMS preference. Every API process LISTENs for new notifications: it writes
// them to its own open streams, and the one process that claims a notification sends its push and SMS
// (after the event's transaction committed, since NOTIFY is delivered on commit).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  apiErrorSchema,
  CONVERSATION_MESSAGES,
  ERROR_CODES,
  IN_APP_ONLY_NOTIFICATIONS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_PUSH_TEXT,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationPreferencesSchema,
  pushConfigSchema,
  pushSubscriptionBodySchema,
  pushSubscriptionDeleteSchema,
  streamQuerySchema,
  streamTicketSchema,
  unreadCountSchema,
  type NotificationType,
} from '@dolbom/shared-api/contracts';
import { users, type NotificationRow } from '../../db/schema';
import { AppError, notFound, unauthorized } from '../../errors';
import { authUser } from '../../plugins/auth';
import {
  claimMessageAlert,
  deleteEndedConversations,
  deliveriesOf,
  MESSAGES_CHANNEL,
} from '../conversations/repository';
import { outboundUrlProblem } from '../outbound/guarded-fetch';
import type { SmsSender } from '../sms/sms-sender';
import type { PushSender } from './push-sender';
import { closeStreamsWhenSessionsEnd, streamSessionEnded } from './stream-sessions';
import {
  claimDispatch,
  consumeStreamTicket,
  createStreamTicket,
  deleteOld,
  deletePushSubscription,
  deletePushSubscriptionById,
  listNotifications,
  markAllRead,
  markRead,
  notificationById,
  notificationsAfter,
  NOTIFICATIONS_CHANNEL,
  pushSubscriptionsOf,
  savePushSubscription,
  setSms,
  smsEnabled,
  TICKET_TTL_SECONDS,
  toNotification,
  unreadCount,
} from './repository';

/** The events that also go out by SMS when the user turned it on (PRODUCT.md; issue 35). */
const SMS_EVENTS: ReadonlySet<NotificationType> = new Set([
  'contact_received',
  'apply_accepted',
  // Issue 35: `이날 못 가요` reaches her manager at once; a substitute request reaches whoever is asked.
  'absence_reported',
  'substitute_offered',
  // ADR 0044: a visit she took is off — she must not go to the door.
  'substitute_visit_cancelled',
  // The substitute who took a visit can no longer go: the manager must know before the day.
  'substitute_released',
]);
export const HEARTBEAT_MS = 20_000;
const CLEANUP_MS = 60 * 60 * 1000;
/** What a stream closed by a draining process tells the browser: reconnect (to another process) soon. */
export const CLOSING_RETRY_MS = 1000;

export interface NotificationRoutesOptions {
  push: PushSender;
  sms: SmsSender;
}

interface Stream {
  userId: number;
  /** Its ticket's session: the stream ends with it (./stream-sessions.ts). */
  sessionId: string | null;
  reply: FastifyReply;
  lastId: number;
}

const tags = ['notifications'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export async function notificationRoutes(fastify: FastifyInstance, opts: NotificationRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const streams = new Set<Stream>();

  const write = (s: Stream, row: NotificationRow, unread: number) => {
    if (row.id <= s.lastId || streamSessionEnded(app, s)) return;
    s.lastId = row.id;
    const data = JSON.stringify({ notification: toNotification(row), unreadCount: unread });
    s.reply.raw.write(`id: ${row.id}\nevent: notification\ndata: ${data}\n\n`);
  };

  /** Everything a stream missed after its last id (a reconnect, or a lost LISTEN connection). */
  const catchUp = async (s: Stream) => {
    const rows = await notificationsAfter(app.db, s.userId, s.lastId);
    if (rows.length === 0) return;
    const unread = await unreadCount(app.db, s.userId);
    for (const row of rows) write(s, row, unread);
  };

  const link = (target: string) => `${app.config.publicUrl}${target}`;

  /** Push to every device of the user, and SMS when asked for and she turned it on. */
  const alert = async (userId: number, text: string, target: string, withSms: boolean) => {
    for (const sub of await pushSubscriptionsOf(app.db, userId)) {
      // Saved before the push services' hosts were checked (or the list changed): never contacted.
      if (outboundUrlProblem(sub.endpoint, app.config.pushServiceHosts)) {
        await deletePushSubscriptionById(app.db, sub.id);
        continue;
      }
      const result = await opts.push.send(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        { title: '돌봄이음', body: text, url: target },
      );
      app.metrics.push.inc({ result });
      if (result === 'gone') await deletePushSubscriptionById(app.db, sub.id);
    }
    if (withSms && (await smsEnabled(app.db, userId))) {
      const [user] = await app.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
      if (user) {
        try {
          await opts.sms.send(user.phone, `[돌봄이음] ${text} ${link(target)}`);
          app.metrics.sms.inc({ result: 'sent' });
        } catch (err) {
          app.metrics.sms.inc({ result: 'failed' });
          throw err;
        }
      }
    }
  };

  const dispatch = async (row: NotificationRow) => {
    if (!(await claimDispatch(app.db, row.id, app.clock()))) return;
    app.metrics.dispatchLag.observe(Math.max(0, app.clock().getTime() - row.createdAt.getTime()) / 1000);
    const type = row.type as NotificationType;
    if (IN_APP_ONLY_NOTIFICATIONS.has(type)) return;
    await alert(row.userId, NOTIFICATION_PUSH_TEXT[type], row.target, SMS_EVENTS.has(type));
  };

  /**
   * A message written, hidden or read (conversations/repository.ts): both parties' open streams get an
   * `event: message` without an id (the ids of the stream are notification ids, which Last-Event-ID
   * resends; a screen that reconnects reloads its conversation instead). A new message also alerts its
   * recipient by push and SMS, claimed by one process and at most once per quiet window.
   */
  const onMessage = async (payload: string) => {
    const deliveries = await deliveriesOf(app.db, payload, app.clock(), (userId) =>
      [...streams].some((s) => s.userId === userId),
    );
    for (const d of deliveries) {
      for (const s of streams) {
        if (s.userId !== d.userId || streamSessionEnded(app, s)) continue;
        s.reply.raw.write(`event: message\ndata: ${JSON.stringify(d.event)}\n\n`);
      }
    }
    if (payload.startsWith('m:')) {
      const to = await claimMessageAlert(app.db, Number(payload.slice(2)), app.clock());
      if (to !== null)
        await alert(to.userId, CONVERSATION_MESSAGES.push, `/conversations/${to.conversationId}`, true);
    }
  };

  const onNotification = async (payload: string) => {
    const row = await notificationById(app.db, Number(payload));
    if (!row) return;
    const mine = [...streams].filter((s) => s.userId === row.userId);
    if (mine.length > 0) {
      const unread = await unreadCount(app.db, row.userId);
      for (const s of mine) write(s, row, unread);
    }
    await dispatch(row);
  };

  const unlisten = await app.dbListen(
    NOTIFICATIONS_CHANNEL,
    (payload) => {
      onNotification(payload).catch((err) => app.log.warn({ err }, 'notification delivery failed'));
    },
    () => {
      for (const s of streams) catchUp(s).catch((err) => app.log.warn({ err }, 'stream catch-up failed'));
    },
  );

  const unlistenMessages = await app.dbListen(MESSAGES_CHANNEL, (payload) => {
    onMessage(payload).catch((err) => app.log.warn({ err }, 'message delivery failed'));
  });

  // Old notifications go after 90 days, conversations 90 days after they ended; every process runs the
  // same idempotent DELETEs.
  const cleanup = () =>
    Promise.all([deleteOld(app.db, app.clock()), deleteEndedConversations(app.db, app.clock())]).catch(
      (err) => app.log.warn({ err }, 'notification cleanup failed'),
    );
  const cleanupTimer = setInterval(cleanup, CLEANUP_MS);
  cleanupTimer.unref();
  const heartbeat = setInterval(() => {
    for (const s of streams) s.reply.raw.write(': heartbeat\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const stopClosingEndedStreams = closeStreamsWhenSessionsEnd(app, streams);

  app.addHook('preClose', async () => {
    stopClosingEndedStreams();
    clearInterval(cleanupTimer);
    clearInterval(heartbeat);
    // The process is going away (SIGTERM, after its grace): each stream is told to come back soon, which
    // the balancer sends to another process; Last-Event-ID resends what it missed in between.
    for (const s of streams) s.reply.raw.end(`retry: ${CLOSING_RETRY_MS}\n: closing\n\n`);
    streams.clear();
    app.metrics.openStreams.set(0);
    await unlisten();
    await unlistenMessages();
  });

  const auth = { preHandler: app.requireUser };
  const security = [{ bearer: [] }];

  app.get(
    '/api/notifications',
    {
      ...auth,
      schema: {
        tags,
        security,
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema, ...errors },
      },
    },
    async (request) => listNotifications(app.db, authUser(request).userId, request.query),
  );

  app.get(
    '/api/notifications/unread-count',
    { ...auth, schema: { tags, security, response: { 200: unreadCountSchema, ...errors } } },
    async (request) => ({ count: await unreadCount(app.db, authUser(request).userId) }),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      ...auth,
      schema: { tags, security, params: notificationIdParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      if (!(await markRead(app.db, authUser(request).userId, request.params.id, app.clock()))) {
        throw notFound();
      }
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/notifications/read-all',
    { ...auth, schema: { tags, security, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await markAllRead(app.db, authUser(request).userId, app.clock());
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/notifications/stream-ticket',
    { ...auth, schema: { tags, security, response: { 200: streamTicketSchema, ...errors } } },
    async (request) => ({
      ticket: await createStreamTicket(app.db, authUser(request), app.clock()),
      expiresInSeconds: TICKET_TTL_SECONDS,
    }),
  );

  app.get(
    '/api/notifications/stream',
    {
      schema: {
        tags,
        description:
          'Server-Sent Events of new notifications (`event: notification`, id = notification id). Open it with a ticket from POST /api/notifications/stream-ticket; `Last-Event-ID` (or `lastEventId`) resends what was missed.',
        querystring: streamQuerySchema.extend({ lastEventId: z.string().max(20).optional() }),
      },
    },
    async (request, reply) => {
      const ticket = request.query.ticket
        ? await consumeStreamTicket(app.db, request.query.ticket, app.clock())
        : null;
      // A ticket of a session that ended meanwhile opens nothing.
      if (ticket === null || streamSessionEnded(app, ticket)) {
        throw unauthorized(ERROR_CODES.UNAUTHORIZED, NOTIFICATION_MESSAGES.ticket);
      }
      const { userId, sessionId } = ticket;
      const lastRaw = request.headers['last-event-id'] ?? request.query.lastEventId;
      const last = Number(Array.isArray(lastRaw) ? lastRaw[0] : lastRaw);
      const stream: Stream = {
        userId,
        sessionId,
        reply,
        lastId: Number.isSafeInteger(last) && last > 0 ? last : Number.MAX_SAFE_INTEGER,
      };
      // Headers other hooks set (CORS, security) go out with the stream's own.
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      reply.hijack();
      reply.raw.write('retry: 3000\n: connected\n\n');
      if (stream.lastId === Number.MAX_SAFE_INTEGER) {
        // A fresh stream starts after the newest notification that exists now.
        stream.lastId = await newestId(userId);
      } else {
        await catchUp(stream);
      }
      // The session may have ended while this stream was opening: then it is not kept open.
      if (streamSessionEnded(app, stream)) return void reply.raw.end();
      streams.add(stream);
      app.metrics.openStreams.inc();
      request.raw.on('close', () => {
        if (streams.delete(stream)) app.metrics.openStreams.dec();
      });
    },
  );

  const newestId = async (userId: number) => {
    const page = await listNotifications(app.db, userId, { page: 0, size: 1 });
    return page.content[0]?.id ?? 0;
  };

  app.get(
    '/api/notifications/preferences',
    { ...auth, schema: { tags, security, response: { 200: notificationPreferencesSchema, ...errors } } },
    async (request) => ({ sms: await smsEnabled(app.db, authUser(request).userId) }),
  );

  app.put(
    '/api/notifications/preferences',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => {
      await setSms(app.db, authUser(request).userId, request.body.sms);
      return { sms: request.body.sms };
    },
  );

  app.get(
    '/api/notifications/push-config',
    { schema: { tags, response: { 200: pushConfigSchema } } },
    async () => ({ publicKey: app.keys.vapid.publicKey }),
  );

  app.post(
    '/api/notifications/push-subscriptions',
    {
      ...auth,
      schema: { tags, security, body: pushSubscriptionBodySchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      // Only the browsers' push services: the server posts to this URL on every event of the user.
      if (outboundUrlProblem(request.body.endpoint, app.config.pushServiceHosts)) {
        const message = NOTIFICATION_MESSAGES.subscription;
        throw new AppError(400, ERROR_CODES.VALIDATION, message.replace(/^\*/, ''), { endpoint: message });
      }
      await savePushSubscription(app.db, authUser(request).userId, request.body);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/notifications/push-subscriptions',
    {
      ...auth,
      schema: {
        tags,
        security,
        body: pushSubscriptionDeleteSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      // 204 whether or not there was one to delete: what became of a subscription (a push service said
      // it is gone) is nothing the client may read back.
      await deletePushSubscription(app.db, authUser(request).userId, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
}
