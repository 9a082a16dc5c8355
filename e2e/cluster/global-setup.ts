// Starts the cluster of cluster.config.ts: a throwaway PostgreSQL, three compiled API processes at the same
// moment (no JWT_SECRET, no shared DATA_DIR: only DATABASE_URL), and the round-robin balancer the browser
// talks to. The files go to the store CLUSTER_STORE names (cluster.config.ts): PostgreSQL, or an
// S3-compatible bucket of a local s3rver started here. What it started is written to CLUSTER_STATE for the
// specs and the teardown.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CLUSTER_PORT, CLUSTER_SMS_LOG, CLUSTER_STATE, CLUSTER_STORE } from '../cluster.config';
import { startProxy } from '../../scripts/cluster/proxy.mjs';
import { startPostgres } from '../../scripts/postgres-for-tests.mjs';
import { startS3Server } from '../../server/test/helpers/s3-server';
import { freePort, waitReady, type ClusterState } from './cluster-state';

const root = path.resolve(__dirname, '../..');
export const PROCESSES = 3;

export default async function globalSetup() {
  const main = path.join(root, 'server/dist/server/src/main.js');
  if (!fs.existsSync(main)) throw new Error('the compiled server is missing: run `npm run build` first');
  fs.rmSync(CLUSTER_SMS_LOG, { force: true });
  const pg = await startPostgres();
  const s3 = CLUSTER_STORE === 's3' ? await startS3Server('dolbom-cluster') : undefined;
  const processes: ClusterState['processes'] = [];
  const children: ChildProcess[] = [];
  try {
    const ports = await Promise.all(Array.from({ length: PROCESSES }, () => freePort()));
    for (const port of ports) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dolbom-cluster-'));
      const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
      // As an operator runs it: the compiled server, production mode, its own empty DATA_DIR.
      const child = spawn(process.execPath, [main], {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: pg.url,
          DATA_DIR: dataDir,
          JWT_SECRET: '',
          VAPID_PUBLIC_KEY: '',
          VAPID_PRIVATE_KEY: '',
          SEED_DEMO: 'true',
          LOG_LEVEL: 'warn',
          // The balancer is the only client: its X-Forwarded-For names the browser.
          TRUST_PROXY: '127.0.0.1',
          LOGIN_RATE_LIMIT_MAX: '1000',
          SMS_LOG_FILE: CLUSTER_SMS_LOG,
          PUSH_SENDER: 'local',
          SHUTDOWN_GRACE_SECONDS: '1',
          // Short-lived access tokens: the journeys outlive several, reissued by whichever process.
          ACCESS_TOKEN_TTL_SECONDS: '15',
          CORS_ORIGINS: `http://127.0.0.1:${CLUSTER_PORT}`,
          // Named, not left to the default: the same for all three, whatever the calling shell says.
          ...(s3 ? s3.env : { FILE_STORE: CLUSTER_STORE }),
        },
        stdio: ['ignore', log, log],
        detached: false,
      });
      children.push(child);
      processes.push({ pid: child.pid!, port, url: `http://127.0.0.1:${port}`, dataDir });
    }
    await Promise.all(
      processes.map((p, i) => waitReady(p.url, children[i]!, path.join(p.dataDir, 'server.log'))),
    );
    const lb = await startProxy({ backends: processes.map((p) => p.url), port: CLUSTER_PORT });
    const state: ClusterState = { databaseUrl: pg.url, processes, proxyUrl: lb.url };
    fs.mkdirSync(path.dirname(CLUSTER_STATE), { recursive: true });
    fs.writeFileSync(CLUSTER_STATE, JSON.stringify(state));
    // The teardown runs in this process: it closes what only this process holds.
    (globalThis as { __cluster?: unknown }).__cluster = { pg, lb, children, s3 };
  } catch (err) {
    for (const c of children) c.kill('SIGKILL');
    await s3?.close();
    await pg.stop();
    throw err;
  }
}
