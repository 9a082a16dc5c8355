// Response serialization compiled from the JSON schema (issue 16). fastify-type-provider-zod's
// serializer runs zod's `safeEncode` over the whole answer and then `JSON.stringify` on every request:
// about 11 % of the server's CPU on a list route. Here each response schema is turned into JSON
// schema once, at route registration, and compiled by fast-json-stringify (Fastify's own serializer).
// Like zod's object parsing, the compiled function writes only the properties the schema declares,
// so internal columns stay off the wire. Schemas it cannot write the same way (unions, intersections,
// values zod rewrites as it encodes, anything zod cannot express in JSON schema) keep zod's serializer.
//
// Outside production (tests and development) every answer is written both ways and the two must be
// equal, byte for byte: a difference is a 500, so the whole server test suite checks the compiled
// writer against zod on every response it makes, and zod still rejects an answer that breaks its schema.
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = typeof zodSerializerCompiler;
type JsonSchema = { [key: string]: unknown };

/** Keywords whose meaning fast-json-stringify would decide at run time (with a validator) or not at all. */
const REFUSED = ['anyOf', 'oneOf', 'allOf', 'not', 'if', '$ref', 'patternProperties', 'prefixItems'];

/** `anyOf: [X, {type: 'null'}]` (zod's `.nullable()`) → X with `nullable: true`, which needs no validator. */
function nullableOf(node: JsonSchema): JsonSchema | null {
  const branches = node.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return null;
  const isNull = (b: JsonSchema) => b.type === 'null' && Object.keys(b).length === 1;
  const [a, b] = branches as [JsonSchema, JsonSchema];
  const other = isNull(a) ? b : isNull(b) ? a : null;
  if (!other || typeof other.type !== 'string' || other.type === 'null') return null;
  const { anyOf: _anyOf, ...rest } = node;
  return { ...rest, ...other, nullable: true };
}

/** The schema as fast-json-stringify should read it, or null where it could answer differently from zod. */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) {
    const items = node.map(simplify);
    return items.includes(null) ? null : items;
  }
  if (node === null || typeof node !== 'object') return node;
  const schema = nullableOf(node as JsonSchema) ?? (node as JsonSchema);
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (REFUSED.includes(key)) return null;
    if (key === 'properties') {
      const props: JsonSchema = {};
      for (const [name, child] of Object.entries(value as JsonSchema)) {
        const s = simplify(child);
        if (s === null) return null;
        props[name] = s;
      }
      out[key] = props;
    } else if (key === 'items' || key === 'additionalProperties') {
      const s = typeof value === 'object' ? simplify(value) : value;
      if (s === null) return null;
      out[key] = s;
    } else if (key !== 'default') {
      // zod's encoding never fills a default in (a missing value is an error); fast-json-stringify would.
      out[key] = value;
    }
  }
  return out;
}

/**
 * Whether the schema rewrites a value when it encodes it (`.trim()`, `.toLowerCase()`: zod's overwrite
 * checks), which its JSON schema does not show.
 */
function rewrites(schema: unknown, seen = new Set<unknown>()): boolean {
  if (!(schema instanceof z.ZodType) || seen.has(schema)) return false;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const checks = (def.checks ?? []) as { _zod: { def: { check: string } } }[];
  if (checks.some((c) => c._zod.def.check === 'overwrite')) return true;
  const children = [
    ...Object.values((def.shape ?? {}) as object),
    ...((def.options ?? def.items ?? []) as unknown[]),
    def.element,
    def.innerType,
    def.keyType,
    def.valueType,
    def.catchall,
    def.in,
    def.out,
  ];
  return children.some((child) => rewrites(child, seen));
}

/** The draft-7 JSON schema of what the zod schema writes on the wire, ready for fast-json-stringify, or null. */
export function wireJsonSchema(schema: z.ZodType): JsonSchema | null {
  if (rewrites(schema)) return null;
  let json: JsonSchema;
  try {
    // `input`: encoding turns the handler's value (zod's output type) into the wire (its input type).
    json = z.toJSONSchema(schema, {
      io: 'input',
      target: 'draft-7',
      unrepresentable: 'throw',
      cycles: 'throw',
      reused: 'inline',
    }) as JsonSchema;
  } catch {
    return null;
  }
  const { $schema: _draft, ...rest } = json;
  return simplify(rest) as JsonSchema | null;
}

/**
 * Fastify's serializer compiler for zod response schemas. `check` (tests and development): also write
 * each answer with zod, and refuse (500) an answer where the two differ.
 */
export function createResponseSerializerCompiler({
  check,
  compile = fastJson,
}: {
  check: boolean;
  /** The JSON-schema compiler (fast-json-stringify; a test gives a wrong one to see the check refuse it). */
  compile?: (schema: JsonSchema) => (data: unknown) => string;
}): SerializerCompiler {
  return (route) => {
    const zodWrite = zodSerializerCompiler(route);
    const schema = route.schema;
    if (!check) {
      const wire = schema instanceof z.ZodType ? wireJsonSchema(schema) : null;
      return wire ? compile(wire) : zodWrite;
    }
    // Checked (tests, development): compiled at the route's first answer, not at start-up — a test file
    // calls a few of the ~200 routes, and compiling them all took a second of every app it built. A
    // production start compiles every route up front (above), as the cluster e2e runs it.
    let fastWrite: ((data: unknown) => string) | null | undefined;
    return (data) => {
      if (fastWrite === undefined) {
        const wire = schema instanceof z.ZodType ? wireJsonSchema(schema) : null;
        fastWrite = wire ? compile(wire) : null;
      }
      const expected = zodWrite(data);
      if (!fastWrite) return expected;
      const written = fastWrite(data);
      if (written !== expected) {
        // Where, not what: the answer may hold personal data, and this message is logged.
        let at = 0;
        while (written[at] === expected[at]) at += 1;
        throw new Error(
          `the compiled serializer of ${route.method} ${route.url} (${String(route.httpStatus)}) ` +
            `differs from zod's from character ${at} (${written.length} and ${expected.length} long)`,
        );
      }
      return written;
    };
  };
}
