// 내 정보 and its lists: summary, job-open switch, 받은 연락함, 보낸 지원함.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  appliesResponseSchema,
  jobOpenBodySchema,
  jobOpenResponseSchema,
  myPageSchema,
  mypageTabQuerySchema,
  mypageAppliesQuerySchema,
  receivedContactsResponseSchema,
} from '@dolbom/shared-api/contracts';
import { authUser } from '../../plugins/auth';
import { sentApplies } from './applies-repository';
import { receivedContacts } from './contacts-repository';
import { myPage, setJobOpen } from './mypage-repository';
import { readErrors as errors, tags } from './route-parts';

export async function myPageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The spec's job-open call has no body; a client may still label that nothing as JSON. In this
  // plugin's scope only (its one write is job-open), an empty JSON body reads as no body.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : json(request, String(body), done),
  );

  app.get(
    '/api/caregiver/mypage',
    { schema: { tags, response: { 200: myPageSchema, ...errors } } },
    async (request) => myPage(app.db, authUser(request).userId),
  );

  app.post(
    '/api/caregiver/mypage/job-open',
    { schema: { tags, body: jobOpenBodySchema, response: { 200: jobOpenResponseSchema, ...errors } } },
    async (request) => setJobOpen(app.db, authUser(request).userId, request.body?.jobOpen),
  );

  app.get(
    '/api/caregiver/mypage/contacts',
    {
      schema: {
        tags,
        querystring: mypageTabQuerySchema,
        response: { 200: receivedContactsResponseSchema, ...errors },
      },
    },
    async (request) => receivedContacts(app.db, authUser(request).userId, request.query, app.clock()),
  );

  app.get(
    '/api/caregiver/mypage/applies',
    {
      schema: {
        tags,
        querystring: mypageAppliesQuerySchema,
        response: { 200: appliesResponseSchema, ...errors },
      },
    },
    async (request) => sentApplies(app.db, authUser(request).userId, request.query, app.clock()),
  );
}
