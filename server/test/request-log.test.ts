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
  const { handle, databaseUrl, drop } = await openDb();
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
