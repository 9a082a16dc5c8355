// Send-to-receive latency of 대화 across two API processes (issue 32): `npm run bench:conversations`.
//
// Starts a throwaway PostgreSQL 15 (scripts/postgres-for-tests.mjs) and two compiled servers on it (each
// with its own DATA_DIR: only DATABASE_URL in common), with the demo seed. The receivers open their
// notification streams on process A; the senders POST their messages to process B. For each message the
// time from the POST leaving to the `event: message` carrying it arriving on the other side's stream is
// one sample (LISTEN/NOTIFY from B's transaction to A's stream). Three senders (manager01, caregiver01,
// caregiver02: the seed's two connections of 박영수) send 30 messages each, the per-sender limit a minute,
// one every --gap ms. Prints p50/p95/p99/max; the target is p95 ≤ 300 ms on this machine.
//
// Options: --port 18700 (A; B is port + 1) --gap 100 (ms between messages of one sender)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from './postgres-for-tests.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const PORT = Number(arg('port', '18700'));
const GAP_MS = Number(arg('gap', '100'));
const PER_SENDER = 30;
const A = `http://127.0.0.1:${PORT}`;
const B = `http://127.0.0.1:${PORT + 1}`;

async function waitFor(base, child) {
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${base} did not start`);
}

async function login(base, id) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, password: 'dolbom1234!', autoLogin: false }),
  });
  if (!res.ok) throw new Error(`login ${id}: ${res.status}`);
  return res.headers.get('authorization');
}

async function json(base, url, authorization, init = {}) {
  const res = await fetch(`${base}${url}`, {
    ...init,
    headers: { authorization, ...(init.body ? { 'content-type': 'application/json' } : {}) },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Opens a notification stream on `base`; calls onMessage with each `event: message`'s data. */
async function openStream(base, authorization, onMessage) {
  const { ticket } = await json(base, '/api/notifications/stream-ticket', authorization, { method: 'POST' });
  const controller = new AbortController();
  const res = await fetch(`${base}/api/notifications/stream?ticket=${encodeURIComponent(ticket)}`, {
    signal: controller.signal,
  });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!/^event: message$/m.test(event)) continue;
          const data = event.split('\n').find((l) => l.startsWith('data: '));
          if (data) onMessage(JSON.parse(data.slice(6)));
        }
      }
    } catch {
      // closed
    }
  })();
  return () => controller.abort();
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const pg = await startPostgres();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dolbom-bench-conv-'));
  const built = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], {
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('server build failed');
  const children = [PORT, PORT + 1].map((port, i) => {
    const dataDir = path.join(tmp, `data-${i}`);
    fs.mkdirSync(dataDir);
    const out = fs.openSync(path.join(tmp, `server-${i}.log`), 'a');
    return spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
      cwd: root,
      env: {
        ...process.env,
        SKIP_BUILD: '1',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: pg.url,
        SEED_DEMO: 'true',
        PUSH_SENDER: 'local',
        LOGIN_RATE_LIMIT_MAX: '100000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', out, out],
    });
  });
  const closers = [];
  try {
    await waitFor(A, children[0]);
    await waitFor(B, children[1]);
    const people = ['manager01', 'caregiver01', 'caregiver02'];
    const onA = Object.fromEntries(await Promise.all(people.map(async (p) => [p, await login(A, p)])));
    const onB = Object.fromEntries(await Promise.all(people.map(async (p) => [p, await login(B, p)])));
    const list = await json(B, '/api/manager/conversations', onB.manager01);
    const byName = Object.fromEntries(list.content.map((c) => [c.otherName, c.conversationId]));
    const cg1 = (await json(B, '/api/caregiver/conversations', onB.caregiver01)).content[0].conversationId;
    const cg2 = (await json(B, '/api/caregiver/conversations', onB.caregiver02)).content[0].conversationId;
    if (!cg1 || !cg2 || Object.keys(byName).length < 2) throw new Error('the seed has no two conversations');

    const sentAt = new Map(); // text → time the POST left
    const samples = [];
    const received = (data) => {
      const text = data.message?.text;
      if (!text || data.message.mine || !sentAt.has(text)) return;
      samples.push(performance.now() - sentAt.get(text));
      sentAt.delete(text);
    };
    for (const p of people) closers.push(await openStream(A, onA[p], received));
    await new Promise((r) => setTimeout(r, 500));

    // Who writes to which conversation, as which role (each receiver is the other side, on A).
    const senders = [
      { who: 'manager01', role: 'manager', id: cg1 },
      { who: 'caregiver01', role: 'caregiver', id: cg1 },
      { who: 'caregiver02', role: 'caregiver', id: cg2 },
    ];
    await Promise.all(
      senders.map(async (s) => {
        for (let i = 0; i < PER_SENDER; i++) {
          const text = `지연 측정 ${s.who} ${i}`;
          sentAt.set(text, performance.now());
          await json(B, `/api/${s.role}/conversations/${s.id}/messages`, onB[s.who], {
            method: 'POST',
            body: JSON.stringify({ text }),
          });
          await new Promise((r) => setTimeout(r, GAP_MS));
        }
      }),
    );
    const until = Date.now() + 5000;
    while (sentAt.size > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    const sorted = samples.sort((a, b) => a - b);
    const f = (ms) => `${ms.toFixed(1)} ms`;
    console.log(
      `send (process B) → receive (stream on process A), PostgreSQL, ${sorted.length} of ${
        senders.length * PER_SENDER
      } messages, one every ${GAP_MS} ms per sender, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(
      `p50 ${f(pct(sorted, 50))} · p95 ${f(pct(sorted, 95))} · p99 ${f(pct(sorted, 99))} · max ${f(sorted.at(-1))} (target p95 ≤ 300 ms)`,
    );
    if (sentAt.size > 0) console.log(`${sentAt.size} messages never arrived`);
  } finally {
    for (const close of closers) close();
    for (const child of children) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    }
    await pg.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
