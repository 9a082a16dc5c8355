// Request ids (issue 28): an incoming `x-request-id` (from the load balancer, or a client retrying) is
// kept, else one is made; it is returned in the `x-request-id` header and Fastify puts it on every log
// line of the request (`reqId`), so one id follows a request through the balancer's log and ours.
// Also here, to keep it one hook per request: while the process drains (SIGTERM, plugins/health.ts) every
// answer says `connection: close`, so keep-alive connections (a balancer's pool) move to other processes.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { globalPlugin } from './global-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What we take from outside: a UUID, a trace id, a balancer's id — never a log line's worth of text. */
const ACCEPTED = /^[\w.:@/+=-]{1,128}$/;

/** Fastify's genReqId: the caller's id when it is a plain token, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED.test(given) ? given : randomUUID();
}

export const requestIdPlugin = globalPlugin<{ draining: () => boolean }>(
  'request-id',
  async (app, { draining }) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      if (draining()) reply.header('connection', 'close');
      done();
    });
  },
);
