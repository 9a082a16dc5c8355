// The net under the route schemas. The schemas apply the contracts' text rule field by field (so the
// forms and the API say the same thing under the same field); this hook holds every string a handler
// will actually read — path parameters, query values and bodies as validated, keys and values at any
// depth, and headers — to the same rule, so a field whose schema forgot it (or a route without one)
// still answers 400, not PostgreSQL's error about a NUL. A URL with broken percent-escapes is refused too.
import { ERROR_CODES, TEXT_MESSAGES, textProblem } from '@dolbom/shared-api/contracts';
import { AppError } from '../errors';
import { CLIENT_ERROR_MESSAGES } from './client-errors';
import { globalPlugin } from './global-plugin';

/**
 * 400 for a text value that breaks the rule. `field` (its dotted path, as validation errors name it) is
 * given only for keys a schema declared: a key the client made up is never repeated back.
 */
export function assertText(value: string, field?: string) {
  const problem = textProblem(value);
  if (!problem) return;
  const message = TEXT_MESSAGES[problem];
  throw new AppError(400, ERROR_CODES.VALIDATION, message, field ? { [field]: message } : undefined);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body's strings may hold line breaks (a message); every other character is held to the rule. */
    multilineBody?: boolean;
  }
}

/** Walks a value without recursion (a body may nest deeply) and checks every key and string. */
function assertTextDeep(root: unknown, named: boolean, multiline = false) {
  const stack: Array<{ value: unknown; path: string }> = [{ value: root, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      assertText(multiline ? value.replace(/\n/g, ' ') : value, named ? path : undefined);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, path: path ? `${path}.${i}` : String(i) }));
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        assertText(key, named ? at : undefined);
        stack.push({ value: item, path: at });
      }
    }
  }
}

/** false when a percent-escape of the path or query does not decode (`%`, `%zz`, `%ff`). */
function decodableUrl(url: string): boolean {
  const [pathname = '', query = ''] = url.split(/\?(.*)/s);
  try {
    decodeURIComponent(pathname);
    for (const piece of query.split(/[&=]/)) decodeURIComponent(piece.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

// Control characters in a header value (tab is allowed there). Bytes ≥ 0x80 arrive as Latin-1 text,
// so only C0 and DEL are meaningful; Node's parser refuses them on a real socket already.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HEADER_CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/;

export const inputGuardPlugin = globalPlugin('input-guard', async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!decodableUrl(request.url)) {
      throw new AppError(400, 'BAD_URL', CLIENT_ERROR_MESSAGES.badUrl);
    }
    for (const value of Object.values(request.headers)) {
      const values = Array.isArray(value) ? value : [value];
      if (values.some((v) => typeof v === 'string' && HEADER_CONTROL.test(v))) {
        throw new AppError(400, 'BAD_HEADER', CLIENT_ERROR_MESSAGES.badRequest);
      }
    }
  });

  // After validation: a validated part holds only the keys its schema declares, which may be named.
  app.addHook('preHandler', async (request) => {
    const schema = request.routeOptions.schema ?? {};
    assertTextDeep(request.params, Boolean(schema.params));
    assertTextDeep(request.query, Boolean(schema.querystring));
    assertTextDeep(request.body, Boolean(schema.body), request.routeOptions.config.multilineBody === true);
  });
});
