import { z } from 'zod';
import {
  caregiverCardListSchema,
  caregiverMainListResponseSchema,
  nearAllResponseSchema,
  nearListResponseSchema,
  receivedContactsResponseSchema,
} from '@dolbom/shared-api/contracts';
import { createResponseSerializerCompiler, wireJsonSchema } from '../src/plugins/response-serializer';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { demoHeaders } from './helpers/users';

type Compile = ReturnType<typeof createResponseSerializerCompiler>;
const route = (schema: z.ZodType) =>
  ({ schema, method: 'GET', url: '/api/x', httpStatus: '200' }) as unknown as Parameters<Compile>[0];
const write = (check: boolean, schema: z.ZodType, data: unknown) =>
  createResponseSerializerCompiler({ check })(route(schema))(data);

const card = z.object({
  id: z.number().int(),
  name: z.string(),
  grade: z.enum(['A', 'B']).nullable(),
  tags: z.array(z.string()),
  center: z.object({ name: z.string(), phone: z.string().nullable() }).nullable(),
});
const page = z.object({ content: z.array(card), totalElements: z.number().int(), last: z.boolean() });

describe('compiled response serializer', () => {
  const row = {
    id: 7,
    name: '김"순자"\n',
    grade: null,
    tags: ['식사', '이동'],
    center: { name: '행복센터', phone: null, managerId: 99 },
    passwordHash: 'secret',
    phone: '010-1234-5678',
  };

  it.each([false, true])(
    'writes what zod wrote, without the keys the schema does not declare (check %s)',
    (check) => {
      const data = {
        content: [row, { ...row, id: 8, grade: 'B', center: null }],
        totalElements: 2,
        last: true,
        sql: 'x',
      };
      const written = write(check, page, data);
      expect(written).toBe(JSON.stringify(z.encode(page, data as z.infer<typeof page>)));
      expect(written).not.toMatch(/passwordHash|secret|010-1234|managerId|sql/);
      expect(JSON.parse(written).content[1]).toEqual({
        id: 8,
        name: row.name,
        grade: 'B',
        tags: row.tags,
        center: null,
      });
    },
  );

  it('outside production zod still refuses an answer that breaks the schema', () => {
    const bad = { content: [{ ...row, id: 1.5 }], totalElements: 1, last: true };
    expect(() => write(true, page, bad)).toThrow(/doesn't match the schema/);
  });

  it('leaves to zod a schema that rewrites values as it encodes (.trim)', () => {
    const trimmed = z.object({ name: z.string().trim() });
    expect(wireJsonSchema(trimmed)).toBeNull();
    expect(write(false, trimmed, { name: ' 김 ' })).toBe('{"name":"김"}');
    const bumped = z.object({ n: z.number() }).overwrite((v) => ({ n: v.n + 1 }));
    expect(wireJsonSchema(bumped)).toBeNull();
    expect(write(true, bumped, { n: 1 })).toBe('{"n":2}');
  });

  it('outside production refuses an answer the two writers write differently, without its content', () => {
    const phone = z.object({ phone: z.string() });
    const wrong = createResponseSerializerCompiler({
      check: true,
      compile: () => (data) => JSON.stringify({ phone: `${(data as { phone: string }).phone} ` }),
    });
    const writeWrong = wrong(route(phone));
    expect(() => writeWrong({ phone: '010-1234-5678' })).toThrow(/differs from zod's from character 23/);
    expect(() => writeWrong({ phone: '010-1234-5678' })).not.toThrow(/010/);
    // The same wrong writer in production is what answers (the check is what catches it).
    const unchecked = createResponseSerializerCompiler({ check: false, compile: () => () => 'x' });
    expect(unchecked(route(phone))({ phone: '010' })).toBe('x');
  });

  it('keeps zod for what JSON schema cannot say without a validator (unions)', () => {
    const either = z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]);
    expect(wireJsonSchema(either)).toBeNull();
    expect(write(false, either, { b: 1, c: 2 })).toBe('{"b":1}');
  });

  it('compiles the list answers of issue 16', () => {
    for (const schema of [
      caregiverMainListResponseSchema,
      nearListResponseSchema,
      nearAllResponseSchema,
      receivedContactsResponseSchema,
      caregiverCardListSchema,
    ]) {
      expect(wireJsonSchema(schema)).not.toBeNull();
    }
  });
});

describe('the app in production mode (CHECK_RESPONSES off)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ checkResponses: false }, { seed: true });
  });
  afterAll(() => t.close());

  it('writes each list of issue 16 as zod writes it', async () => {
    const caregiver = await demoHeaders(t.app, 'caregiver01');
    const manager = await demoHeaders(t.app, 'manager01');
    const [elder] = (await t.app.inject({ url: '/api/manager/elder', headers: manager })).json() as {
      elderId: number;
    }[];
    const lists: [string, Record<string, string>, z.ZodType][] = [
      ['/api/caregiver/main/list', caregiver, caregiverMainListResponseSchema],
      ['/api/caregiver/near/list', caregiver, nearListResponseSchema],
      ['/api/caregiver/near/all', caregiver, nearAllResponseSchema],
      ['/api/caregiver/mypage/contacts', caregiver, receivedContactsResponseSchema],
      [`/api/manager/elder/individual?elderId=${elder!.elderId}`, manager, caregiverCardListSchema],
    ];
    for (const [url, headers, schema] of lists) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode).toBe(200);
      // zod's own writing of the same answer, parsed from the wire: the bytes are the same.
      expect(res.body).toBe(JSON.stringify(z.encode(schema, z.decode(schema, res.json()))));
      expect(res.body.length).toBeGreaterThan(300);
    }
  });
});
