// Request logging an operator would choose (issue 16): one line per request at info, with the path but
// not the query string, and none at all when LOG_LEVEL is above info.
import { Writable } from 'node:stream';
import { buildApp } from '../src/app';
import { openDb, testConfig } from './helpers/test-app';

async function appWithLog(logLevel: string) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  const { handle, databaseUrl, drop } = await openDb('base');
  const app = await buildApp(testConfig({ logLevel, databaseUrl }), { db: handle, logStream: stream });
  const close = async () => {
    await app.close();
    await handle.close();
    await drop?.();
  };
  return { app, lines, close };
}

/** Lines that are about one request (Fastify's own, or ours). */
const requestLines = (lines: Array<Record<string, unknown>>) =>
  lines.filter((l) => ['request', 'incoming request', 'request completed'].includes(String(l.msg)));

describe('request log', () => {
  it('writes one line per request at info: method, path without the query, status and time', async () => {
    const { app, lines, close } = await appWithLog('info');
    try {
      lines.length = 0;
      const ok = await app.inject({ method: 'GET', url: '/remotes.json?name=김순례' });
      expect(ok.statusCode).toBe(200);
      const refused = await app.inject({ method: 'GET', url: '/api/user' });
      expect(refused.statusCode).toBe(401);

      const logged = requestLines(lines);
      expect(logged).toHaveLength(2);
      expect(logged[0]).toMatchObject({
        level: 30,
        msg: 'request',
        method: 'GET',
        path: '/remotes.json',
        statusCode: 200,
      });
      expect(logged[1]).toMatchObject({ msg: 'request', method: 'GET', path: '/api/user', statusCode: 401 });
      expect(typeof logged[0]!.responseTime).toBe('number');
      // The query string (here an elder's name) never reaches the log.
      expect(JSON.stringify(lines)).not.toContain('김순례');
    } finally {
      await close();
    }
  });

  // Issue 28: one id follows a request through the balancer's log and ours.
  it('keeps an incoming x-request-id (else makes one), returns it, and puts it on every line of the request', async () => {
    const { app, lines, close } = await appWithLog('info');
    try {
      lines.length = 0;
      const given = await app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-request-id': 'lb-7f3a.42', 'content-type': 'application/json' },
        payload: '{"id":',
      });
      expect(given.statusCode).toBe(400);
      expect(given.headers['x-request-id']).toBe('lb-7f3a.42');
      const ofIt = lines.filter((l) => l.reqId === 'lb-7f3a.42');
      // The client-error line and the request line.
      expect(ofIt.map((l) => l.msg)).toEqual(['client error', 'request']);
      expect(lines.filter((l) => l.reqId !== 'lb-7f3a.42')).toEqual([]);

      const made = await app.inject({ method: 'GET', url: '/remotes.json' });
      const id = String(made.headers['x-request-id']);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.at(-1)).toMatchObject({ msg: 'request', reqId: id });
      // Two processes never hand out the same id (Fastify's default is a per-process counter).
      const again = await app.inject({ method: 'GET', url: '/remotes.json' });
      expect(again.headers['x-request-id']).not.toBe(id);

      // Text that could forge a log line or is too long is not taken.
      for (const bad of ['two words', 'x'.repeat(200), 'a\u0000b']) {
        const res = await app.inject({
          method: 'GET',
          url: '/remotes.json',
          headers: { 'x-request-id': bad },
        });
        expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
    } finally {
      await close();
    }
  });

  it('writes no request lines when LOG_LEVEL is warn', async () => {
    const { app, lines, close } = await appWithLog('warn');
    try {
      lines.length = 0;
      for (let i = 0; i < 3; i++) {
        expect((await app.inject({ method: 'GET', url: '/remotes.json' })).statusCode).toBe(200);
      }
      expect(requestLines(lines)).toHaveLength(0);
    } finally {
      await close();
    }
  });
});
