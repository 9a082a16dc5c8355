// 후기 routes (issue 34, PRODUCT.md "API of the features above", ADR 0041): each party's review of a job,
// a center's reviews for caregivers, a caregiver's for managers, and the operators' view and hiding of a
// reported review. The role guard (plugins/auth.ts) has already refused the wrong role under
// /api/caregiver/** and /api/manager/**; every job read is scoped to the caller's side.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminReviewSchema,
  apiErrorSchema,
  centerIdParamsSchema,
  hideReviewBodySchema,
  jobIdParamsSchema,
  jobReviewStateSchema,
  reviewBodySchema,
  reviewCaregiverIdParamsSchema,
  reviewIdParamsSchema,
  reviewPageQuerySchema,
  reviewPageSchema,
} from '@dolbom/shared-api/contracts';
import { authUser } from '../../plugins/auth';
import { recordAudit, recordRead } from '../admin/audit';
import { assertReported } from '../admin/reported';
import { adminErrors, adminTags } from '../admin/routes';
import type { Role } from '../jobs/views';
import {
  adminReview,
  caregiverReviewPage,
  centerReviewPage,
  countRevealedReviews,
  hideReview,
  reviewStateOf,
  writeReview,
} from './repository';

const readErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const writeErrors = { ...readErrors, 409: apiErrorSchema };
/** Reviews revealed by time enter the totals within this long (every process runs the same UPDATE). */
// A minute, as the substitute waves' timer: the UPDATE reads a partial index of the uncounted rows only.
const SWEEP_MS = 60 * 1000;

export async function reviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const role of ['caregiver', 'manager'] as const satisfies readonly Role[]) {
    const tags = [role];
    app.get(
      `/api/${role}/jobs/:jobId/review`,
      {
        schema: { tags, params: jobIdParamsSchema, response: { 200: jobReviewStateSchema, ...readErrors } },
      },
      async (request) =>
        reviewStateOf(app.db, role, authUser(request).userId, request.params.jobId, app.clock()),
    );

    app.post(
      `/api/${role}/jobs/:jobId/review`,
      {
        // A double tap or a retry after a lost answer writes one review.
        config: { idempotent: true },
        schema: {
          tags,
          params: jobIdParamsSchema,
          body: reviewBodySchema,
          response: { 201: jobReviewStateSchema, ...writeErrors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await writeReview(
              app.db,
              role,
              authUser(request).userId,
              request.params.jobId,
              request.body,
              app.clock(),
            ),
          ),
    );
  }

  app.get(
    '/api/caregiver/centers/:centerId/reviews',
    {
      schema: {
        tags: ['caregiver'],
        params: centerIdParamsSchema,
        querystring: reviewPageQuerySchema,
        response: { 200: reviewPageSchema, ...readErrors },
      },
    },
    async (request) => centerReviewPage(app.db, request.params.centerId, request.query, app.clock()),
  );

  app.get(
    '/api/manager/caregivers/:caregiverId/reviews',
    {
      schema: {
        tags: ['manager'],
        params: reviewCaregiverIdParamsSchema,
        querystring: reviewPageQuerySchema,
        response: { 200: reviewPageSchema, ...readErrors },
      },
    },
    async (request) =>
      caregiverReviewPage(
        app.db,
        authUser(request).userId,
        request.params.caregiverId,
        request.query,
        app.clock(),
      ),
  );

  // ---------------------------------------------------------------- operators: reported reviews only
  const reportedReview = (reviewId: number) => assertReported(app.db, 'REVIEW', reviewId);

  app.get(
    '/api/admin/reviews/:reviewId',
    {
      schema: {
        tags: adminTags,
        security: [{ bearer: [] }],
        params: reviewIdParamsSchema,
        response: { 200: adminReviewSchema, ...adminErrors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      await reportedReview(request.params.reviewId);
      const review = await adminReview(app.db, request.params.reviewId);
      await recordRead(app.db, request, {
        action: 'read.review',
        targetType: 'review',
        targetId: request.params.reviewId,
        detail: { jobId: review.jobId },
      });
      return review;
    },
  );

  app.post(
    '/api/admin/reviews/:reviewId/hide',
    {
      schema: {
        tags: adminTags,
        security: [{ bearer: [] }],
        params: reviewIdParamsSchema,
        body: hideReviewBodySchema,
        response: { 200: adminReviewSchema, ...adminErrors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { reviewId } = request.params;
      await reportedReview(reviewId);
      const actorId = authUser(request).userId;
      await app.db.transaction(async (tx) => {
        const row = await hideReview(tx, reviewId, actorId, request.body.reason, app.clock());
        await recordAudit(tx, {
          actorId,
          action: 'review.hide',
          targetType: 'review',
          targetId: reviewId,
          detail: { jobId: row.jobId, reason: request.body.reason },
        });
      });
      return adminReview(app.db, reviewId);
    },
  );

  // Reviews revealed by time (14 days after the first) enter the totals; idempotent in every process.
  const sweep = () =>
    countRevealedReviews(app.db, app.clock()).catch((err) => app.log.warn({ err }, 'review sweep failed'));
  const timer = setInterval(sweep, SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
