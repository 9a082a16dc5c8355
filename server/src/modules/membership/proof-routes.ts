// Proof of a center membership (issue 29, ADR 0031). A member who is not verified sends a photo of the
// center's 장기요양기관 지정서, 사업자등록증 or 재직증명서 — right after sign-up with its one-time upload
// token, or later from the home — and a refused member asks again (once) by sending a new one. The photo
// is private (like a 자격증): stored by the private storage, read only by operators from the queue.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminMembershipIdParamsSchema,
  apiErrorSchema,
  ERROR_CODES,
  managerMembershipSchema,
  MEMBERSHIP_MESSAGES,
  MEMBERSHIP_PROOF_MESSAGES as M,
  recordIdSchema,
} from '@dolbom/shared-api/contracts';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../errors';
import { authUser } from '../../plugins/auth';
import { recordRead } from '../admin/audit';
import { sendPrivatePhoto } from '../admin/private-photo-reply';
import { adminErrors, adminTags } from '../admin/routes';
import { errors, readErrors, tags } from '../manager/route-parts';
import { SIGNUP_SERVER_MESSAGES } from '../signup/messages';
import { consumeUploadToken, uploadTokenValid } from '../signup/repository';
import type { PrivateStorage } from '../storage/private-storage';
import { preparePhoto, withPhotoUpload, type PhotoErrors } from '../storage/uploads';
import { attachProof, membershipView, proofKeyOf, type ProofResult } from './proof-repository';

const badPhoto = (message: string) => new AppError(400, ERROR_CODES.VALIDATION, message, { file: message });
const proofPhotoErrors: PhotoErrors = {
  missing: () => badPhoto(M.fileMissing),
  notPhoto: () => badPhoto(M.photoType),
};
const uploadForbidden = () =>
  new AppError(403, ERROR_CODES.FORBIDDEN, SIGNUP_SERVER_MESSAGES.uploadForbidden);

/** What a refused proof answers. */
function refusal(result: Exclude<ProofResult, { oldKey: string | null }>): AppError {
  if (result === 'missing') return notFound();
  return conflict(result === 'verified' ? M.alreadyVerified : M.noMoreRequests);
}

/** The routes' multipart answers: a refusal before the body was read closes the connection. */
const uploadOptions = {
  config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
  onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode >= 400 && !request.raw.complete) reply.header('connection', 'close');
    return payload;
  },
};

export async function membershipProofRoutes(
  fastify: FastifyInstance,
  opts: { privateStorage: PrivateStorage },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /**
   * Reads the photo (PNG/JPG by content, ≤ 5 MB), re-encodes it (no metadata, ≤ 1,600 px) and records it
   * as the member's proof with `record`, in one transaction; the stored file is removed again when
   * `record` refuses or fails, and the replaced one after the commit. The one place a proof photo is read
   * and stored.
   */
  async function receiveProof(
    request: FastifyRequest,
    record: (tx: Db, key: string) => Promise<ProofResult>,
  ): Promise<void> {
    if (!request.isMultipart()) throw badPhoto(M.fileMissing);
    await withPhotoUpload(request, [], async ({ photo }) => {
      const key = await opts.privateStorage.save(
        'proofs',
        await preparePhoto(photo, 'document', proofPhotoErrors),
      );
      // A refusal throws inside the transaction, so nothing of it (a consumed token) is kept.
      const stored = await app.db
        .transaction(async (tx) => {
          const result = await record(tx, key);
          if (typeof result === 'string') throw refusal(result);
          return result;
        })
        .catch(async (err: unknown) => {
          await opts.privateStorage.remove(key);
          throw err;
        });
      if (stored.oldKey) await opts.privateStorage.remove(stored.oldKey).catch(() => undefined);
    });
  }

  app.get(
    '/api/manager/membership',
    { schema: { tags, response: { 200: managerMembershipSchema, ...readErrors } } },
    async (request) => {
      const view = await membershipView(app.db, authUser(request).userId);
      if (!view) throw notFound();
      return view;
    },
  );

  // Later, from the home: a pending member's proof (replacing an earlier one), or a refused member's
  // second request.
  app.post(
    '/api/manager/membership/proof',
    {
      ...uploadOptions,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 201: managerMembershipSchema, ...errors, 413: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { userId } = authUser(request);
      const now = app.clock();
      await receiveProof(request, (tx, key) => attachProof(tx, userId, key, now));
      return reply.code(201).send((await membershipView(app.db, userId))!);
    },
  );

  // Right after sign-up (not signed in yet): the one-time token of the registration's answer.
  app.post(
    '/api/manager/register/:id/proof',
    {
      ...uploadOptions,
      config: { ...uploadOptions.config, public: true },
      schema: {
        tags: ['signup'],
        consumes: ['multipart/form-data'],
        params: z.object({ id: recordIdSchema(SIGNUP_SERVER_MESSAGES.userId) }),
        response: {
          201: z.object({ proofAt: z.string() }),
          400: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const userId = request.params.id;
      const now = app.clock();
      const header = request.headers['x-upload-token'];
      const token = typeof header === 'string' ? header : '';
      // Checked before a byte of the body is read: a stranger's upload costs nothing.
      if (!token || !(await uploadTokenValid(app.db, userId, token, now))) throw uploadForbidden();
      await receiveProof(request, async (tx, key) => {
        if (!(await consumeUploadToken(tx, userId, token, now))) throw uploadForbidden();
        return attachProof(tx, userId, key, now);
      });
      return reply.code(201).send({ proofAt: now.toISOString() });
    },
  );

  app.get(
    '/api/admin/memberships/:id/proof',
    {
      schema: {
        tags: adminTags,
        security: [{ bearer: [] }],
        params: adminMembershipIdParamsSchema,
        response: { ...adminErrors, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const key = await proofKeyOf(app.db, request.params.id);
      if (!key) throw notFound(MEMBERSHIP_MESSAGES.notFound);
      const file = await opts.privateStorage.open(key);
      if (!file) throw notFound(MEMBERSHIP_MESSAGES.notFound);
      // A center's proof is personal data: who looked at it, and when, is recorded.
      await recordRead(app.db, request, {
        action: 'read.membership-proof',
        targetType: 'membership',
        targetId: request.params.id,
      }).catch((err: unknown) => {
        file.stream.destroy();
        throw err;
      });
      return sendPrivatePhoto(reply, file, `proof-${request.params.id}`);
    },
  );
}
