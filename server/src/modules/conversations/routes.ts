// 대화 routes of both roles (PRODUCT.md "API of the features above"; docs/conversations-api.md) and the
// operators' view and hiding of a reported message. The role guard (plugins/auth.ts) has already refused
// the wrong role under /api/caregiver/** and /api/manager/**; every read is scoped to the caller's side.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import {
  apiErrorSchema,
  conversationIdParamsSchema,
  conversationListQuerySchema,
  conversationListSchema,
  hideMessageBodySchema,
  messageContextSchema,
  messageIdParamsSchema,
  messagePageSchema,
  messageSchema,
  messagesQuerySchema,
  readBodySchema,
  readMarkSchema,
  sendMessageBodySchema,
} from '@dolbom/shared-api/contracts';
import { authUser } from '../../plugins/auth';
import { recordAudit, recordRead } from '../admin/audit';
import { assertReported } from '../admin/reported';
import { adminErrors, adminTags } from '../admin/routes';
import type { Role } from '../jobs/views';
import {
  hideMessage,
  listConversations,
  messageContext,
  messagePage,
  MESSAGES_CHANNEL,
  readConversation,
  sendMessage,
} from './repository';

const readErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const writeErrors = { ...readErrors, 409: apiErrorSchema, 429: apiErrorSchema };

export async function conversationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const role of ['caregiver', 'manager'] as const satisfies readonly Role[]) {
    const tags = [role];
    app.get(
      `/api/${role}/conversations`,
      {
        schema: {
          tags,
          querystring: conversationListQuerySchema,
          response: { 200: conversationListSchema, ...readErrors },
        },
      },
      async (request) =>
        listConversations(app.db, role, authUser(request).userId, request.query, app.clock()),
    );

    app.get(
      `/api/${role}/conversations/:conversationId/messages`,
      {
        schema: {
          tags,
          params: conversationIdParamsSchema,
          querystring: messagesQuerySchema,
          response: { 200: messagePageSchema, ...readErrors },
        },
      },
      async (request) =>
        messagePage(
          app.db,
          role,
          authUser(request).userId,
          request.params.conversationId,
          request.query.before,
          app.clock(),
        ),
    );

    app.post(
      `/api/${role}/conversations/:conversationId/messages`,
      {
        // One message per Idempotency-Key: a double tap or a retry after a lost answer sends it once.
        // Messages are the one text with line breaks (Enter inserts one on phones).
        config: { idempotent: true, multilineBody: true },
        schema: {
          tags,
          params: conversationIdParamsSchema,
          body: sendMessageBodySchema,
          response: { 201: messageSchema, ...writeErrors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await sendMessage(
              app.db,
              role,
              authUser(request).userId,
              request.params.conversationId,
              request.body.text,
              app.clock(),
            ),
          ),
    );

    app.post(
      `/api/${role}/conversations/:conversationId/read`,
      {
        schema: {
          tags,
          params: conversationIdParamsSchema,
          body: readBodySchema.optional(),
          response: { 200: readMarkSchema, ...readErrors },
        },
      },
      async (request) =>
        readConversation(
          app.db,
          role,
          authUser(request).userId,
          request.params.conversationId,
          request.body?.upTo,
          app.clock(),
        ),
    );
  }

  // ---------------------------------------------------------------- operators: reported messages only
  const reportedMessage = (messageId: number) => assertReported(app.db, 'MESSAGE', messageId);

  app.get(
    '/api/admin/messages/:messageId',
    {
      schema: {
        tags: adminTags,
        security: [{ bearer: [] }],
        params: messageIdParamsSchema,
        response: { 200: messageContextSchema, ...adminErrors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      await reportedMessage(request.params.messageId);
      const context = await messageContext(app.db, request.params.messageId);
      await recordRead(app.db, request, {
        action: 'read.message',
        targetType: 'message',
        targetId: request.params.messageId,
        detail: { conversationId: context.conversationId },
      });
      return context;
    },
  );

  app.post(
    '/api/admin/messages/:messageId/hide',
    {
      schema: {
        tags: adminTags,
        security: [{ bearer: [] }],
        params: messageIdParamsSchema,
        body: hideMessageBodySchema,
        response: { 200: messageContextSchema, ...adminErrors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { messageId } = request.params;
      await reportedMessage(messageId);
      const actorId = authUser(request).userId;
      await app.db.transaction(async (tx) => {
        const row = await hideMessage(tx, messageId, actorId, request.body.reason, app.clock());
        await recordAudit(tx, {
          actorId,
          action: 'message.hide',
          targetType: 'message',
          targetId: messageId,
          detail: { conversationId: row.connectionId, reason: request.body.reason },
        });
      });
      // Both parties' open screens drop the text at once.
      await app.db.execute(sql`select pg_notify(${MESSAGES_CHANNEL}, ${`h:${messageId}`})`);
      return messageContext(app.db, messageId);
    },
  );
}
