import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '@dolbom/shared-api/contracts';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      routes: async (app) => {
        app.get('/api/test/boom', async () => {
          throw new Error('relation "secret_table" does not exist at /work/main/server/src/x.ts:1');
        });
        app.get('/api/test/sql', async () => {
          await app.db.execute(sql`select * from no_such_table`);
          return {};
        });
        app.withTypeProvider<ZodTypeProvider>().post(
          '/api/test/form',
          {
            schema: {
              body: z.object({
                name: z.string().min(1, '이름을 입력해주세요.'),
                address: z.object({ zonecode: z.string().min(1, '주소를 입력해주세요.') }),
                age: z.number().int(),
              }),
            },
          },
          async () => ({ ok: true }),
        );
      },
    },
  );
});
afterAll(() => t.close());

describe('error handler', () => {
  it('hides internals of a 5xx', async () => {
    for (const url of ['/api/test/boom', '/api/test/sql']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        message: '일시적인 오류가 생겼어요. 잠시 후 다시 시도해주세요.',
        code: ERROR_CODES.INTERNAL,
      });
      expect(res.body).not.toMatch(/stack|secret_table|no_such_table|\.ts/);
    }
  });

  it('maps validation errors to fields, nested names dotted, default messages in Korean', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/form',
      payload: { name: '', address: { zonecode: '' }, age: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(ERROR_CODES.VALIDATION);
    expect(body.message).toBe('이름을 입력해주세요.');
    expect(body.fields).toMatchObject({
      name: '이름을 입력해주세요.',
      'address.zonecode': '주소를 입력해주세요.',
    });
    expect(body.fields.age).toMatch(/[가-힣]/);
    expect(body.stack).toBeUndefined();
  });

  it('answers unknown API paths with a JSON 404, for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/nope', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: '요청한 정보를 찾을 수 없어요.', code: ERROR_CODES.NOT_FOUND });
    }
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/api/login', '/api/user']));
  });
});
