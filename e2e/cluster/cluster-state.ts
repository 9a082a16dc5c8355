// What cluster/global-setup.ts started, as the specs read it, and small helpers of the set-up.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { CLUSTER_STATE } from '../cluster.config';

export interface ClusterState {
  databaseUrl: string;
  proxyUrl: string;
  processes: { pid: number; port: number; url: string; dataDir: string }[];
}

export function clusterState(): ClusterState {
  return JSON.parse(fs.readFileSync(CLUSTER_STATE, 'utf8')) as ClusterState;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Waits for GET /readyz to answer 200 (migrated, seeded, listening); fails with the process's log. */
export async function waitReady(url: string, child: ChildProcess, logFile: string, ms = 180_000) {
  const until = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`${url} exited (${child.exitCode}):\n${fs.readFileSync(logFile, 'utf8')}`);
    }
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} not ready:\n${fs.readFileSync(logFile, 'utf8')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
