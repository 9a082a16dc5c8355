// The embedded database in its own thread (issue 16, ADR 0017): this worker owns the PGlite instance and
// answers the small message protocol of pglite-remote.ts, so PGlite's work (parsing, planning, executing,
// decoding rows) runs on another core instead of blocking the server's event loop.
//
// Messages in: { id, op: 'query', sql, params, rowMode, raw, tx? } | { id, op: 'begin' } |
// { id, op: 'end', tx, commit } | { id, op: 'listen', lid, channel } | { id, op: 'unlisten', lid } |
// { id, op: 'close' }. Out: { op: 'ready' } | { op: 'failed', error } | { id, result } | { id, error } |
// { op: 'notify', lid, payload }.
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';

export interface WorkerData {
  /** Folder of the database files; undefined keeps it in memory. */
  dataDir: string | undefined;
}

export interface SerializedError {
  message: string;
  name?: string;
  stack?: string;
  fields: Record<string, string | number | boolean>;
}

/** An error as plain data: structured clone keeps an Error's message but drops `code`, `severity`… */
export function serializeError(err: unknown): SerializedError {
  if (!(err instanceof Error)) return { message: String(err), fields: {} };
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(err)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      fields[key] = value;
    }
  }
  return { message: err.message, name: err.name, stack: err.stack, fields };
}

/** Ends a transaction by rolling it back (thrown inside PGlite's transaction callback, then swallowed). */
const ROLLBACK = Symbol('rollback');

/** Identity parsers for the type ids drizzle asks to keep as text (timestamps, dates, intervals…). */
function parsersFor(raw: number[] | undefined) {
  if (!raw?.length) return undefined;
  const parsers: Record<number, (value: string) => string> = {};
  for (const oid of raw) parsers[oid] = (value) => value;
  return parsers;
}

async function run(port: NonNullable<typeof parentPort>, data: WorkerData) {
  let pg: PGlite;
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    pg = data.dataDir ? new PGlite(data.dataDir) : new PGlite();
    await pg.waitReady;
  } catch (err) {
    port.postMessage({ op: 'failed', error: serializeError(err) });
    return;
  }
  /** Open transactions: PGlite's handle and how to end it (commit or roll back, answering message `id`). */
  const transactions = new Map<number, { t: Transaction; end: (commit: boolean, id: number) => void }>();
  const unlistens = new Map<number, () => Promise<void>>();
  let nextTx = 1;

  const reply = (id: number, work: Promise<unknown>) =>
    work.then(
      (result) => port.postMessage({ id, result }),
      (err: unknown) => port.postMessage({ id, error: serializeError(err) }),
    );
  const noSuchTransaction = (id: number) =>
    port.postMessage({ id, error: serializeError(new Error('no such transaction')) });

  port.on('message', (msg) => {
    switch (msg.op) {
      case 'query': {
        const target = msg.tx === undefined ? pg : transactions.get(msg.tx)?.t;
        if (!target) return noSuchTransaction(msg.id);
        void reply(
          msg.id,
          target
            .query(msg.sql, msg.params, { rowMode: msg.rowMode, parsers: parsersFor(msg.raw) })
            // `blob` and the query options are not needed by the caller (and options hold functions).
            .then(({ rows, affectedRows, fields }) => ({ rows, affectedRows, fields })),
        );
        return;
      }
      case 'begin': {
        // PGlite holds its transaction lock until this callback settles, so queries outside the
        // transaction wait, as they do in-thread. The 'end' message settles it.
        const tx = nextTx++;
        let endId = msg.id;
        pg.transaction(
          (t) =>
            new Promise<void>((resolve, reject) => {
              transactions.set(tx, {
                t,
                end: (commit, id) => {
                  endId = id;
                  if (commit) resolve();
                  else reject(ROLLBACK);
                },
              });
              port.postMessage({ id: msg.id, result: tx });
            }),
        ).then(
          () => port.postMessage({ id: endId, result: null }),
          (err: unknown) => {
            if (err === ROLLBACK) port.postMessage({ id: endId, result: null });
            else port.postMessage({ id: endId, error: serializeError(err) });
          },
        );
        return;
      }
      case 'end': {
        const open = transactions.get(msg.tx);
        if (!open) return noSuchTransaction(msg.id);
        transactions.delete(msg.tx);
        open.end(msg.commit, msg.id);
        return;
      }
      case 'listen':
        void reply(
          msg.id,
          pg
            .listen(msg.channel, (payload) => port.postMessage({ op: 'notify', lid: msg.lid, payload }))
            .then((unlisten) => {
              unlistens.set(msg.lid, unlisten);
            }),
        );
        return;
      case 'unlisten': {
        const unlisten = unlistens.get(msg.lid);
        unlistens.delete(msg.lid);
        void reply(msg.id, pg.closed || !unlisten ? Promise.resolve() : unlisten());
        return;
      }
      case 'close':
        void reply(msg.id, pg.closed ? Promise.resolve() : pg.close());
        return;
    }
  });
  port.postMessage({ op: 'ready' });
}

if (parentPort) void run(parentPort, workerData as WorkerData);
