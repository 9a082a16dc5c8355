// Property test over every route of the OpenAPI document: requests signed in with the route's role
// carry generated bad values — ids out of PostgreSQL's range or not plain digits, NUL and other control
// characters, zero-width-only and bidi text, huge strings, wrong types, arrays for objects, broken
// escapes, missing and malformed bodies — in path, query, headers and body. No answer may be a 5xx;
// every 4xx is { message, code } with a Korean message that does not repeat what was sent.
// The counts are printed at the end (and reported by the lead): `FUZZ_RUNS` per route scales it.
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { useDemoHeaders } from './helpers/requests';
import { useTestApp } from './helpers/test-app';

const t = useTestApp({}, { seed: true });
const caregiver = useDemoHeaders(t, 'caregiver01');
const manager = useDemoHeaders(t, 'manager01');

const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
/** A new seed each run (printed with the counts); FUZZ_SEED replays one. */
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
/** Injected into generated strings, so an error message that echoes input is easy to spot. */
const MARK = 'zzfuzz';
const HANGUL = /[가-힣]/;

// ---------------------------------------------------------------- the OpenAPI document
interface Schema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  minimum?: number;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
}

function operations(): Operation[] {
  const doc = t.app.swagger() as unknown as {
    paths: Record<
      string,
      Record<
        string,
        { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }
      >
    >;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

// ---------------------------------------------------------------- plausible values
/** Values that pass a field's own rule, so a request can reach past validation when nothing else is bad. */
const PLAUSIBLE: Record<string, unknown> = {
  id: 'fuzzuser01',
  password: 'abcd1234!!',
  passwordCheck: 'abcd1234!!',
  phone: '010-1234-5678',
  name: '홍길순',
  birth: '1940-05-01',
  bcode: '1168010100',
  zonecode: '06236',
  roadAddress: '서울 강남구 테헤란로 152',
  jibunAddress: '서울 강남구 역삼동 737',
  code: '123456',
  start: '09:00',
  end: '12:00',
  certificateCode: '2019-1234567',
  title: '성실한 요양보호사입니다',
  introduction: '',
  message: '',
  startDate: '2020-01-01',
  endDate: '2021-01-01',
  work: '방문 요양',
  center: '행복센터',
  oneLineIntro: '함께해요',
  keyword: '행복',
  query: '역삼',
  wage: 13000,
};

function plausible(schema: Schema | undefined, key = ''): unknown {
  if (!schema) return undefined;
  if (key in PLAUSIBLE) return PLAUSIBLE[key];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (option) return plausible(option, key);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, s]) => [k, plausible(s, k)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => plausible(schema.items));
    case 'number':
    case 'integer':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      return 'abc';
  }
}

// ---------------------------------------------------------------- bad values
/** Stands for 5,000 nested arrays, written into the JSON text only when sent (too deep to stringify). */
const DEEP = { deepArray: 5000 };
const DEEP_SLOT = '__deep_array__';
const toJson = (value: unknown) =>
  (JSON.stringify(value ?? null, (_key, v: unknown) => (v === DEEP ? DEEP_SLOT : v)) ?? 'null').replace(
    `"${DEEP_SLOT}"`,
    `${'['.repeat(DEEP.deepArray)}${']'.repeat(DEEP.deepArray)}`,
  );
const BAD_IDS = [
  '2147483648',
  '99999999999',
  '9'.repeat(400),
  '0x10',
  '1e1',
  ' 5 ',
  '-1',
  '1.0',
  '0',
  '',
  'NaN',
];
const BAD_TEXT = [
  '\u0000',
  `${MARK}\u0000`,
  `a\u0001b${MARK}`,
  `${MARK}\n`,
  `${MARK}\u007f`,
  `${MARK}\u0085`,
  '\u200b',
  '\u200b\u200c\u200d',
  '\u202e\u2066\u2069',
  '\ufeff\u2060',
  '\u3164',
  '\ud800',
  `${MARK}\udc00`,
  ' ',
  // Valid text that SQL must still treat as text (LIKE patterns, quotes, backslashes, astral characters).
  `%_${MARK}`,
  `'; drop table users; --${MARK}`,
  `\\${MARK}\\`,
  `😀${MARK}`,
  '__proto__',
  'constructor',
  `${MARK}${'가'.repeat(5000)}`,
  MARK.repeat(20_000),
];
/** Any string, with the marker and often a control or invisible character. */
const badString = fc.oneof(
  fc.constantFrom(...BAD_IDS, ...BAD_TEXT),
  fc.string({ unit: 'binary', maxLength: 20 }).map((s) => `${MARK}${s}`),
  fc
    .string({ unit: fc.constantFrom('\u0000', '\u200b', '\u202e', 'a', '가', '%', '1', ' '), maxLength: 12 })
    .map((s) => `${s}${MARK}`),
);
/** Any JSON value a careless client might send where something else was expected. */
const badJson: fc.Arbitrary<unknown> = fc.oneof(
  badString,
  fc.constantFrom<unknown>(
    2147483648,
    99999999999,
    -1,
    0,
    1.5,
    1e308,
    -1e308,
    null,
    true,
    false,
    [],
    {},
    [1],
    [MARK],
    { [MARK]: '\u0000' },
    DEEP,
  ),
  fc.array(badString, { maxLength: 3 }),
  fc.dictionary(badString, badString, { maxKeys: 3 }),
);

/** Percent-encodes every UTF-8 byte, so any string (even a lone surrogate) fits in a URL. */
const encode = (s: string) =>
  Array.from(Buffer.from(s, 'utf8'), (b) => `%${b.toString(16).padStart(2, '0')}`).join('');
/** A URL piece: encoded, or sometimes raw broken escapes. */
const urlPiece = fc.oneof(
  { weight: 5, arbitrary: badString.map(encode) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%zz', '%ff', '%00', '%E0%A4%A', '%%') },
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) },
);

// ---------------------------------------------------------------- requests
const leafPaths = (value: unknown, at: (string | number)[] = []): (string | number)[][] => {
  if (Array.isArray(value)) return [at, ...value.flatMap((v, i) => leafPaths(v, [...at, i]))];
  if (value !== null && typeof value === 'object')
    return [at, ...Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...at, k]))];
  return [at];
};
function setAt(root: unknown, path: (string | number)[], value: unknown, remove: boolean): unknown {
  if (path.length === 0) return value;
  const copy: unknown = structuredClone(root);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (remove && !Array.isArray(node)) delete node[last];
  else node[last] = value;
  return copy;
}

type BodyKind = 'field' | 'drop' | 'whole' | 'none' | 'broken-json' | 'text' | 'multipart';
const requestArb = () =>
  fc.record({
    path: fc.array(urlPiece, { minLength: 4, maxLength: 4 }),
    query: fc.array(fc.tuple(fc.boolean(), fc.array(urlPiece, { minLength: 1, maxLength: 2 })), {
      minLength: 8,
      maxLength: 8,
    }),
    extraQuery: fc.option(urlPiece, { nil: undefined }),
    header: badString,
    bodyKind: fc.constantFrom<BodyKind>(
      'field',
      'field',
      'field',
      'drop',
      'whole',
      'none',
      'broken-json',
      'text',
      'multipart',
    ),
    pick: fc.nat(),
    bad: badJson,
    remoteOctet: fc.integer({ min: 1, max: 250 }),
  });
interface GeneratedRequest {
  path: string[];
  query: [boolean, string[]][];
  extraQuery: string | undefined;
  header: string;
  bodyKind: BodyKind;
  pick: number;
  bad: unknown;
  remoteOctet: number;
}

function headersFor(path: string): Record<string, string> {
  if (path.startsWith('/api/manager')) return manager;
  return caregiver;
}

function buildRequest(op: Operation, g: GeneratedRequest, counter: number): InjectOptions {
  let i = 0;
  const url = op.path.replace(/\{[^}]+\}/g, () => g.path[i++ % g.path.length]!);
  const query: string[] = [];
  op.parameters
    .filter((p) => p.in === 'query')
    .forEach((p, j) => {
      const [include, values] = g.query[j % g.query.length]!;
      if (!include) {
        if (p.required) query.push(`${p.name}=${encode(String(plausible(p.schema, p.name)))}`);
        return;
      }
      for (const v of values) query.push(`${p.name}=${v}`);
    });
  if (g.extraQuery) query.push(`${MARK}=${g.extraQuery}`);
  const headers: Record<string, string> = { ...headersFor(op.path) };
  for (const p of op.parameters.filter((p) => p.in === 'header')) headers[p.name] = g.header;

  const options: InjectOptions = {
    method: op.method as InjectOptions['method'],
    url: query.length > 0 ? `${url}?${query.join('&')}` : url,
    headers,
    // A different client address per request, so per-IP rate limits do not end the run early.
    remoteAddress: `10.${counter % 250}.${Math.floor(counter / 250) % 250}.${g.remoteOctet}`,
  };
  if (op.method === 'GET' || op.method === 'DELETE') return options;
  const base = plausible(op.body);
  const paths = leafPaths(base);
  const at = paths[g.pick % paths.length] ?? [];
  switch (g.bodyKind) {
    case 'field':
      options.payload = toJson(setAt(base, at, g.bad, false));
      headers['content-type'] = 'application/json';
      break;
    case 'drop':
      options.payload = toJson(setAt(base, at, undefined, true));
      headers['content-type'] = 'application/json';
      break;
    case 'whole':
      options.payload = toJson(g.bad);
      headers['content-type'] = 'application/json';
      break;
    case 'broken-json':
      options.payload = `{"${MARK}": "\\u0000`;
      headers['content-type'] = 'application/json';
      break;
    case 'text':
      options.payload = toJson(g.bad);
      headers['content-type'] = 'text/plain';
      break;
    case 'multipart':
      options.payload = `--b\r\nContent-Disposition: form-data; name="file"; filename="${MARK}"\r\n\r\n${toJson(g.bad)}`;
      headers['content-type'] = g.pick % 2 ? 'multipart/form-data; boundary=b' : 'multipart/form-data';
      break;
    case 'none':
      break;
  }
  return options;
}

// ---------------------------------------------------------------- the property
const counts = { requests: 0, status5xx: 0, status4xx: 0, status2xx: 0 };

async function check(options: InjectOptions) {
  counts.requests += 1;
  const res = await t.app.inject(options);
  if (res.statusCode >= 500) counts.status5xx += 1;
  else if (res.statusCode >= 400) counts.status4xx += 1;
  else counts.status2xx += 1;
  const where = `${options.method} ${String(options.url).slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode >= 500) throw new Error(`5xx: ${where}`);
  if (res.statusCode < 400) return;
  if (!String(res.headers['content-type']).startsWith('application/json'))
    throw new Error(`not JSON: ${where}`);
  const body = JSON.parse(res.body) as { message?: unknown; code?: unknown };
  if (typeof body.message !== 'string' || typeof body.code !== 'string') throw new Error(`shape: ${where}`);
  if (!HANGUL.test(body.message)) throw new Error(`message not Korean: ${where}`);
  if (res.body.includes(MARK)) throw new Error(`echoes input: ${where}`);
}

afterAll(() => {
  // Recorded for the closing note: requests sent, and how many answers were 5xx (must be 0).
  console.log(
    `fuzz-routes ${process.env.TEST_POSTGRES === '1' ? 'PostgreSQL' : 'PGlite'}: ${JSON.stringify(counts)} seed=${SEED}`,
  );
});

describe('every route of the OpenAPI document under bad input', () => {
  it('walks a route list that covers both roles and the public routes', () => {
    const paths = operations().map((op) => op.path);
    expect(paths.length).toBeGreaterThan(40);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/login', '/api/caregiver/near', '/api/manager/elder/{elderId}']),
    );
  });

  it(
    'never answers 5xx, and every 4xx is a Korean { message, code } that does not echo the input',
    async () => {
      for (const op of operations()) {
        await fc.assert(
          fc.asyncProperty(requestArb(), async (g) => check(buildRequest(op, g, counts.requests))),
          { numRuns: RUNS, seed: SEED },
        );
      }
      expect(counts.status5xx).toBe(0);
    },
    60_000 + RUNS * 1_000,
  );

  it('answers wrong methods and unknown /api routes in the same shape', async () => {
    const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
    for (const op of operations()) {
      const url = op.path.replace(/\{[^}]+\}/g, '1');
      for (const method of methods.filter((m) => m !== op.method)) {
        await check({ method, url, headers: { ...headersFor(op.path) } });
      }
    }
    await fc.assert(
      fc.asyncProperty(fc.array(urlPiece, { minLength: 1, maxLength: 3 }), async (pieces) =>
        check({ method: 'GET', url: `/api/${MARK}/${pieces.join('/')}`, headers: { ...manager } }),
      ),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
