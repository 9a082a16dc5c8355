// 이력서: create (once), read, update.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resumeBodySchema, resumeResponseSchema } from '@dolbom/shared-api/contracts';
import { authUser } from '../../plugins/auth';
import { createResume, getResume, updateResume } from './resume-repository';
import { errors, tags } from './route-parts';

export async function resumeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/caregiver/resume/create',
    {
      config: { idempotent: true },
      schema: { tags, body: resumeBodySchema, response: { 201: resumeResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const resume = await createResume(app.db, authUser(request).userId, request.body, app.clock());
      return reply.code(201).send(resume);
    },
  );

  app.get(
    '/api/caregiver/resume',
    { schema: { tags, response: { 200: resumeResponseSchema, ...errors } } },
    async (request) => getResume(app.db, authUser(request).userId),
  );

  app.put(
    '/api/caregiver/resume',
    { schema: { tags, body: resumeBodySchema, response: { 200: resumeResponseSchema, ...errors } } },
    async (request) => updateResume(app.db, authUser(request).userId, request.body, app.clock()),
  );
}
