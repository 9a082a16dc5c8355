// The home screen's matching caregivers for one elder (findCandidates) and one caregiver's resume
// with the match reasons for that elder (scorePair). Only caregivers with a resume can be opened.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  RADIUS_KM_BY_DISTANCE,
  ageGroupOf,
  candidatesQuerySchema,
  caregiverCardListSchema,
  caregiverDetailQuerySchema,
  caregiverDetailSchema,
  managerCaregiverIdParamsSchema,
  maskCertificateCode,
  pageOf,
  type CaregiverCard,
} from '@dolbom/shared-api/contracts';
import { authUser } from '../../plugins/auth';
import { connectionOf } from '../jobs/connections-repository';
import { notFound } from '../../errors';
import { resumeBody } from '../care/resume-body';
import {
  elderForMatching,
  findCandidates,
  mismatchTexts,
  scoreBreakdown,
  scorePair,
  type ScorePart,
} from '../matching';
import { candidateCardPages } from './candidate-cards';
import { knownOwnElder, requireOwnElder } from './elder-ref';
import type { ElderRow } from '../../db/schema';
import {
  bookmarkIds,
  caregiverReviewParts,
  experienceYears,
  pendingContactId,
  possibleTasks,
  reachableCaregiverInfo,
} from './caregivers-repository';
import { bareList } from './paging';
import { readErrors as errors, tags } from './route-parts';

export async function candidateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/manager/elder/individual',
    {
      schema: {
        tags,
        querystring: candidatesQuerySchema,
        response: { 200: caregiverCardListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = authUser(request);
      const q = request.query;
      // The ranked page and its cards in one statement (ADR 0020).
      const search = (elder: ElderRow, asOf?: string) =>
        findCandidates(app.db, {
          elderId: elder.id,
          elder: elderForMatching(elder),
          radiusKm: RADIUS_KM_BY_DISTANCE[q.distance],
          sort: q.sort,
          page: q.page,
          size: q.size,
          cards: { pages: candidateCardPages, params: { managerId: userId, elderId: elder.id } },
          asOf: asOf === undefined ? undefined : { version: asOf, managerId: userId },
        });
      // An elder read before is sent with its version: the statement itself checks that it is still
      // the caller's, open and unchanged, which saves reading it first (issue 16).
      const known = q.elderId === undefined ? undefined : knownOwnElder(app.db, userId, q.elderId);
      let page = known && !known.elder.closedAt ? await search(known.elder, known.version) : undefined;
      let searched = known?.elder;
      if (!page || page.content.length === 0) {
        const elder = await requireOwnElder(app.db, userId, q);
        // A closed posting (모집 완료) is offered no candidates; home says so.
        if (elder.closedAt) return bareList(reply, pageOf([], 0, q));
        // The same version: the empty page above stands.
        const current = knownOwnElder(app.db, userId, elder.id)?.version;
        if (!page || current !== known?.version) {
          page = await search(elder);
          searched = elder;
        }
      }
      // What does not fit, beside what does (issue 30), for the cards on this page only.
      const forMatching = page.content.length && searched ? elderForMatching(searched) : null;
      const content = page.content.map((c): CaregiverCard => {
        const { resume, caregiver, name, extra } = c.card;
        const bookmarkId = extra.bookmarkId === null ? null : Number(extra.bookmarkId);
        return {
          caregiverId: c.caregiver.id,
          title: resume.title,
          createdAt: resume.createdAt.toISOString(),
          wage: resume.wage,
          negotiable: resume.isNegotiableTime,
          possibleTasks: possibleTasks(resume),
          isBookmarks: bookmarkId !== null,
          bookmarkId,
          score: c.score,
          reasons: c.reasons,
          mismatches: forMatching ? mismatchTexts(forMatching, c.caregiver, 'manager') : [],
          scoreParts: scoreParts(c.parts, c.score),
          distanceKm: c.distanceKm,
          name,
          profileImage: caregiver.profileImage,
          pendingContactId: extra.pendingContactId === null ? null : Number(extra.pendingContactId),
          experienceYears: experienceYears(resume.experience),
          ageGroup: ageGroupOf(caregiver.birthYear),
          certificateVerified: extra.certificateVerified,
          ...caregiverReviewParts(caregiver),
        };
      });
      return bareList(reply, { ...page, content });
    },
  );

  app.get(
    '/api/manager/:caregiverId(^\\d+$)',
    {
      schema: {
        tags,
        params: managerCaregiverIdParamsSchema,
        querystring: caregiverDetailQuerySchema,
        response: { 200: caregiverDetailSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = authUser(request);
      const { caregiverId } = request.params;
      const { distance, elderId, name } = request.query;
      const info = await reachableCaregiverInfo(app.db, userId, caregiverId);
      if (!info) throw notFound();
      // Managers see the certificate number masked (PRODUCT.md "Trust"), top level and in `resume`.
      const resume = {
        ...resumeBody(info.resume),
        certificateCode: maskCertificateCode(info.resume.certificateCode),
      };
      const resumeDetail = {
        ...resume,
        // A caregiver has one resume: its id is the caregiver's (as on the manager's bookmarks).
        resumeId: caregiverId,
        createdAt: info.resume.createdAt.toISOString(),
        negotiable: info.resume.isNegotiableTime,
        caregiverId,
        name: info.name,
        profileImage: info.profileImage,
        resume,
        possibleTasks: possibleTasks(info.resume),
        experienceYears: experienceYears(info.resume.experience),
        ageGroup: ageGroupOf(info.birthYear),
        certificateVerified: info.certificateVerified,
        ...caregiverReviewParts(info.reviewTotals),
      };
      // The spec's call names no elder: the resume alone, without match reasons.
      if (elderId === undefined && !name) {
        return {
          ...resumeDetail,
          score: null,
          reasons: [],
          mismatches: [],
          scoreParts: [],
          distanceKm: null,
          isBookmarks: false,
          bookmarkId: null,
          pendingContactId: null,
          connection: null,
        };
      }
      const elder = await requireOwnElder(app.db, userId, request.query);
      const [match, saved, pending, connection] = await Promise.all([
        scorePair(app.db, elder.id, caregiverId, distance && RADIUS_KM_BY_DISTANCE[distance]),
        bookmarkIds(app.db, userId, elder.id, [caregiverId]),
        pendingContactId(app.db, elder.id, caregiverId),
        connectionOf(app.db, 'manager', userId, { caregiverId, elderId: elder.id }, app.clock()),
      ]);
      if (!match) throw notFound();
      const bookmarkId = saved.get(caregiverId) ?? null;
      return {
        ...resumeDetail,
        score: match.score,
        reasons: match.reasons,
        mismatches: match.mismatches.map((m) => m.manager),
        scoreParts: scoreParts(match.parts, match.score),
        distanceKm: match.distanceKm,
        isBookmarks: bookmarkId !== null,
        bookmarkId,
        pendingContactId: pending,
        connection,
      };
    },
  );
}

/** The score explained on the wire: each part's name, whole points and weight (they add up to the score). */
function scoreParts(parts: Record<ScorePart, number>, score: number) {
  return scoreBreakdown(parts, score).map(({ label, points, max }) => ({ label, points, max }));
}
