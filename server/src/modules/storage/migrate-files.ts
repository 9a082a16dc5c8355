// Moves every file of one store into another (`npm run files -- migrate`; files-cli.ts). Keys stay the
// same in every store, so the database's photo URLs and private keys need no change. Idempotent and
// resumable: a file the target already holds whole (same size) is skipped, so an interrupted run is
// finished by running it again, and a second run copies nothing. The source is never changed.
import { readAll, type FileStore } from './file-store';

export interface MigrateReport {
  /** Files written to the target by this run. */
  copied: number;
  /** Files the target already held whole. */
  skipped: number;
  failed: { key: string; error: string }[];
  /** Stopped before the end (the signal): run again to finish. */
  interrupted: boolean;
}

export interface MigrateOptions {
  /** Stops after the files in progress (Ctrl-C). */
  signal?: AbortSignal;
  /** Called after each file (progress lines). */
  onFile?: (key: string, outcome: 'copied' | 'skipped' | 'failed', report: MigrateReport) => void;
  /** Files copied at once (an object store's latency, hidden). */
  concurrency?: number;
}

export async function migrateFiles(
  from: FileStore,
  to: FileStore,
  { signal, onFile, concurrency = 4 }: MigrateOptions = {},
): Promise<MigrateReport> {
  const report: MigrateReport = { copied: 0, skipped: 0, failed: [], interrupted: false };
  const keys = from.keys()[Symbol.asyncIterator]();

  const copyOne = async (key: string): Promise<'copied' | 'skipped'> => {
    const [have, want] = await Promise.all([to.size(key), from.size(key)]);
    if (want === null) return 'skipped'; // deleted from the source meanwhile: nothing to move
    if (have === want) return 'skipped';
    const file = await from.get(key);
    if (!file) return 'skipped';
    const data = await readAll(file.stream);
    await to.put(key, data);
    // Read back: a file counts as moved only once the target holds all of it.
    const written = await to.size(key);
    if (written !== data.length) throw new Error(`the target holds ${written} of ${data.length} bytes`);
    return 'copied';
  };

  const worker = async () => {
    for (;;) {
      if (signal?.aborted) {
        report.interrupted = true;
        return;
      }
      const next = await keys.next();
      if (next.done) return;
      const key = next.value;
      try {
        const outcome = await copyOne(key);
        report[outcome]++;
        onFile?.(key, outcome, report);
      } catch (err) {
        report.failed.push({ key, error: (err as Error).message });
        onFile?.(key, 'failed', report);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return report;
}
