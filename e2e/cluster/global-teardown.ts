// Stops what cluster/global-setup.ts started: each API process by SIGTERM (it drains and exits by itself),
// the balancer, PostgreSQL, the s3rver of an S3 run, and the processes' DATA_DIRs.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { clusterState } from './cluster-state';

export default async function globalTeardown() {
  const held = (
    globalThis as {
      __cluster?: {
        pg: { stop(): Promise<void> };
        lb: { close(): Promise<void> };
        s3?: { close(): Promise<void> };
        children: ChildProcess[];
      };
    }
  ).__cluster;
  if (!held) return;
  await Promise.all(
    held.children.map(
      (c) =>
        new Promise<void>((resolve) => {
          if (c.exitCode !== null || c.signalCode !== null) return resolve();
          c.once('exit', () => resolve());
          c.kill('SIGTERM');
        }),
    ),
  );
  await held.lb.close();
  await held.pg.stop();
  await held.s3?.close();
  for (const p of clusterState().processes) fs.rmSync(p.dataDir, { recursive: true, force: true });
}
