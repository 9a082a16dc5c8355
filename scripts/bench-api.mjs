// API throughput benchmark (issue 16): `npm run bench:api -- --db pglite|postgres`.
//
// Starts the production server (`scripts/start.mjs` without the front-end build, i.e. what `npm start`
// runs) on a fresh demo database — PGlite in memory, or a throwaway PostgreSQL 15 cluster
// (scripts/postgres-for-tests.mjs) — logs in as the demo caregiver and manager, then runs autocannon
// against a trivial route (/remotes.json: every hook, no database) and every list endpoint of both
// roles, one after another in the same run, and prints req/s, p50/p99 latency, the ratio to the
// trivial route and how many log lines each request wrote.
//
// Then the rate-limited routes (issue 28: their limits are counted in PostgreSQL): POST /api/login (the
// server runs with a limit no run reaches, so every login is counted and done), a photo upload and
// POST /api/validateID, whose per-IP limits (20 and 30 a minute) the run passes within a second — after
// that every answer is the limit's 429, so their figures are what checking the limit costs.
//
// Options: --db pglite|postgres (pglite) --port 18600 --connections 50 --duration 10 (seconds per route)
//          --only <substring> (bench only the routes whose path contains it) --log-level <LOG_LEVEL>
//          --profile <dir> (run the server with --cpu-prof and write its CPU profile there on exit)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startPostgres } from './postgres-for-tests.mjs';
import { seedBenchReviews } from './bench-reviews.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
const DB = arg('db', 'pglite');
const PORT = Number(arg('port', '18600'));
const CONNECTIONS = Number(arg('connections', '50'));
const DURATION = Number(arg('duration', '10'));
const ONLY = arg('only', '');
const LOG_LEVEL = arg('log-level', '');
const PROFILE_DIR = arg('profile', '');
if (DB !== 'pglite' && DB !== 'postgres') {
  console.error('usage: npm run bench:api -- --db pglite|postgres [--port 18600] [--duration 10]');
  process.exit(2);
}
const base = `http://127.0.0.1:${PORT}`;

async function waitForServer(child, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/remotes.json`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

async function login(id) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, password: 'dolbom1234!', autoLogin: false }),
  });
  if (!res.ok) throw new Error(`login ${id}: ${res.status} ${await res.text()}`);
  return res.headers.get('authorization');
}

async function getJson(url, authorization) {
  const res = await fetch(`${base}${url}`, { headers: { authorization } });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

// CPU time (ms) of a process tree, from /proc (Linux): what a request costs whatever else the machine
// runs, so before/after compare even when the load average moves req/s.
const TICK_MS = 10; // USER_HZ is 100 on Linux
function childrenOf(pid) {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}
function treeCpuMs(pid) {
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * TICK_MS;
    } catch {
      continue;
    }
    stack.push(...childrenOf(p));
  }
  return total;
}
/** The postmaster of the throwaway cluster on `port` (its backends are its children). */
function postmasterOf(port) {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      const i = cmd.indexOf('-p');
      if (cmd[0]?.endsWith('postgres') && i >= 0 && cmd[i + 1] === String(port)) return Number(entry);
    } catch {
      // gone
    }
  }
  return undefined;
}

function countLines(file) {
  try {
    const text = fs.readFileSync(file, 'utf8');
    return text ? text.split('\n').length - 1 : 0;
  } catch {
    return 0;
  }
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dolbom-bench-api-'));
  const logFile = path.join(tmp, 'server.log');
  const pg = DB === 'postgres' ? await startPostgres() : undefined;
  const out = fs.openSync(logFile, 'a');
  const env = {
    ...process.env,
    SKIP_BUILD: '1',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: DB === 'pglite' ? 'memory://' : tmp,
    SEED_DEMO: 'true',
    API_DOCS: 'false',
    PUSH_SENDER: 'local',
    LOGIN_RATE_LIMIT_MAX: '100000000',
    ...(LOG_LEVEL ? { LOG_LEVEL } : {}),
    ...(pg ? { DATABASE_URL: pg.url } : { DATABASE_URL: '' }),
  };
  // The compiled server is what `npm start` runs: compile the current sources first.
  if (fs.existsSync(path.join(root, 'scripts/build-server.mjs'))) {
    const built = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], {
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('server build failed');
  }
  // With --profile the compiled server runs directly (start.mjs would not pass --cpu-prof on).
  const { SERVER_MAIN } = await import('./build-server.mjs');
  const argv = PROFILE_DIR
    ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(PROFILE_DIR), SERVER_MAIN]
    : [path.join(root, 'scripts/start.mjs')];
  const child = spawn(process.execPath, argv, {
    cwd: root,
    env: PROFILE_DIR ? { NODE_ENV: 'production', ...env } : env,
    stdio: ['ignore', out, out],
  });
  const cleanup = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    await pg?.stop();
  };
  try {
    await waitForServer(child, 60_000);
    const caregiver = await login('caregiver01');
    const manager = await login('manager01');
    const elders = await getJson('/api/manager/elder', manager);
    const list = Array.isArray(elders) ? elders : (elders.content ?? elders.elders ?? []);
    const elderId = list[0]?.elderId ?? list[0]?.id;
    if (!elderId) throw new Error(`no elder in /api/manager/elder: ${JSON.stringify(elders).slice(0, 200)}`);

    // 대화 (issue 32): caregiver01's conversation with manager01 (the seed's accepted contact), with a
    // page of messages in it so the page route reads real rows.
    const conversations = await getJson('/api/caregiver/conversations', caregiver);
    const conversationId = conversations.content?.[0]?.conversationId;
    if (!conversationId) throw new Error('no conversation of caregiver01 in the demo seed');
    for (let i = 0; i < 30; i++) {
      await fetch(`${base}/api/manager/conversations/${conversationId}/messages`, {
        method: 'POST',
        headers: { authorization: manager, 'content-type': 'application/json' },
        body: JSON.stringify({ text: `벤치 메시지 ${i + 1}` }),
      });
    }

    // 후기 (issue 34): totals on most cards and two review pages with real rows (PostgreSQL only).
    const reviewed = pg ? await seedBenchReviews(pg.url, { keepConnection: conversationId }) : undefined;

    const routes = [
      { name: 'trivial /remotes.json', url: '/remotes.json' },
      { name: 'GET /api/user (caregiver)', url: '/api/user', auth: caregiver },
      { name: 'caregiver main/list', url: '/api/caregiver/main/list', auth: caregiver },
      { name: 'caregiver near/list', url: '/api/caregiver/near/list', auth: caregiver },
      { name: 'caregiver near/all', url: '/api/caregiver/near/all', auth: caregiver },
      { name: 'caregiver mypage', url: '/api/caregiver/mypage', auth: caregiver },
      { name: 'caregiver mypage/contacts', url: '/api/caregiver/mypage/contacts', auth: caregiver },
      { name: 'caregiver mypage/applies', url: '/api/caregiver/mypage/applies', auth: caregiver },
      { name: 'caregiver mypage/bookmarks', url: '/api/caregiver/mypage/bookmarks', auth: caregiver },
      { name: 'caregiver notifications', url: '/api/notifications', auth: caregiver },
      { name: 'caregiver conversations', url: '/api/caregiver/conversations', auth: caregiver },
      {
        name: 'caregiver conversation page',
        url: `/api/caregiver/conversations/${conversationId}/messages`,
        auth: caregiver,
      },
      { name: 'manager elder (list)', url: '/api/manager/elder', auth: manager },
      {
        name: 'manager elder/individual',
        url: `/api/manager/elder/individual?elderId=${elderId}`,
        auth: manager,
      },
      { name: 'manager contact (box)', url: '/api/manager/contact', auth: manager },
      { name: 'manager apply (box)', url: '/api/manager/apply', auth: manager },
      { name: 'manager bookmark (box)', url: '/api/manager/bookmark', auth: manager },
      { name: 'manager mypage', url: '/api/manager/mypage', auth: manager },
      ...(reviewed
        ? [
            {
              name: 'caregiver center reviews',
              url: `/api/caregiver/centers/${reviewed.centerId}/reviews`,
              auth: caregiver,
            },
            {
              name: 'manager caregiver reviews',
              url: `/api/manager/caregivers/${reviewed.caregiverId}/reviews`,
              auth: manager,
            },
          ]
        : []),
    ].filter((r, i) => i === 0 || !ONLY || r.url.includes(ONLY));

    // Every route must answer 200 before it is timed (a 4xx would be a fast, meaningless figure).
    for (const r of routes) await getJson(r.url, r.auth);

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
      'base64',
    );
    const boundary = 'dolbombench';
    const upload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const limited = [
      {
        name: 'POST /api/login (limit counted)',
        url: '/api/login',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: 'caregiver02', password: 'dolbom1234!', autoLogin: false }),
      },
      {
        name: 'POST /api/user/photo (over its limit)',
        url: '/api/user/photo',
        method: 'POST',
        headers: { authorization: caregiver, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: upload,
      },
      {
        name: 'POST /api/validateID (over its limit)',
        url: '/api/validateID',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: 'benchfree01' }),
      },
    ].filter(() => !ONLY || ONLY === 'limited');

    const rows = [];
    const postmaster = pg ? postmasterOf(new URL(pg.url).port) : undefined;
    for (const r of [...routes, ...limited]) {
      const linesBefore = countLines(logFile);
      const serverCpu0 = treeCpuMs(child.pid);
      const dbCpu0 = postmaster ? treeCpuMs(postmaster) : 0;
      const result = await autocannon({
        url: `${base}${r.url}`,
        connections: CONNECTIONS,
        duration: DURATION,
        method: r.method ?? 'GET',
        headers: r.headers ?? (r.auth ? { authorization: r.auth } : {}),
        ...(r.body ? { body: r.body } : {}),
      });
      const lines = countLines(logFile) - linesBefore;
      const serverCpu = treeCpuMs(child.pid) - serverCpu0;
      const dbCpu = postmaster ? treeCpuMs(postmaster) - dbCpu0 : 0;
      const bad = result.non2xx + result.errors + result.timeouts;
      rows.push({
        name: r.name,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        total: result.requests.total,
        bad,
        linesPerRequest: result.requests.total ? lines / result.requests.total : 0,
        serverCpuPerRequest: result.requests.total ? serverCpu / result.requests.total : 0,
        dbCpuPerRequest: result.requests.total ? dbCpu / result.requests.total : 0,
      });
      process.stderr.write(`${r.name}: ${Math.round(result.requests.average)} req/s\n`);
    }
    const trivial = rows[0].rps;
    const load = os.loadavg().map((l) => l.toFixed(1));
    console.log(
      `\n${DB}, ${CONNECTIONS} connections, ${DURATION} s per route, LOG_LEVEL=${LOG_LEVEL || process.env.LOG_LEVEL || 'info'}, load average ${load.join(' ')}`,
    );
    // CPU per request (server process, and the PostgreSQL backends) is the cost that does not depend on
    // what else the machine runs; "CPU ratio" is the trivial route's CPU per request over this route's.
    const trivialCpu = rows[0].serverCpuPerRequest + rows[0].dbCpuPerRequest;
    console.log(
      '| route | req/s | % of trivial | p50 ms | p99 ms | server CPU ms/req | DB CPU ms/req | CPU ratio | log lines/req | non-2xx+errors |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) {
      const cpu = row.serverCpuPerRequest + row.dbCpuPerRequest;
      console.log(
        `| ${row.name} | ${Math.round(row.rps).toLocaleString('en')} | ${((row.rps / trivial) * 100).toFixed(1)}% | ${row.p50} | ${row.p99} | ${row.serverCpuPerRequest.toFixed(3)} | ${row.dbCpuPerRequest.toFixed(3)} | ${cpu > 0 ? ((trivialCpu / cpu) * 100).toFixed(1) + '%' : '-'} | ${row.linesPerRequest.toFixed(2)} | ${row.bad} |`,
      );
    }
  } finally {
    await cleanup();
    fs.closeSync(out);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
