// The input guard is the net under the schemas: a route whose schema forgot the text rule, or that has
// no schema at all, still refuses NUL and invisible-only text before its handler runs.
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TEXT_MESSAGES } from '@dolbom/shared-api/contracts';
import { buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const reached: unknown[] = [];
beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      routes: async (app) => {
        app
          .withTypeProvider<ZodTypeProvider>()
          .post(
            '/api/test/plain',
            { schema: { body: z.object({ note: z.string(), tags: z.array(z.string()).optional() }) } },
            async (request) => {
              reached.push(request.body);
              return { ok: true };
            },
          );
        app.get('/api/test/raw', async (request) => {
          reached.push(request.query);
          return { ok: true };
        });
      },
    },
  );
});
afterAll(() => t.close());

const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/test/plain', payload });

describe('input guard', () => {
  it('refuses control characters in a field whose schema has no text rule, naming the field', async () => {
    const res = await post({ note: 'a\u0000b' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: TEXT_MESSAGES.control,
      code: 'VALIDATION_ERROR',
      fields: { note: TEXT_MESSAGES.control },
    });
    const nested = await post({ note: 'ok', tags: ['fine', '\u200b\u200b'] });
    expect(nested.json().fields).toEqual({ 'tags.1': TEXT_MESSAGES.invisible });
    expect(reached).toEqual([]);
  });

  it('lets ordinary text through', async () => {
    const res = await post({ note: '안녕하세요 😀 a\u200bb', tags: ['%_\\'] });
    expect(res.statusCode).toBe(200);
    expect(reached).toHaveLength(1);
  });

  it('guards a route without a schema too, without repeating the made-up key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/raw?secretkey=%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: TEXT_MESSAGES.control, code: 'VALIDATION_ERROR' });
    expect(reached).toHaveLength(1);
  });
});
