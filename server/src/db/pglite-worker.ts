// The embedded database in its own thread (issue 16, ADR 0017): this worker owns the PGlite instance and
// answers the small message protocol of pglite-remote.ts, so PGlite's work (parsing, planning, executing,
// decoding rows) runs on another core instead of blocking the server's event loop.
//
// Messages in: { id, op: 'query', sql, params, rowMode, raw, tx? } | { id, op: 'begin' } |
// { id, op: 'end', tx, commit } | { id, op: 'listen', lid, channel } | { id, op: 'unlisten', lid } |
// { id, op: 'close' }. Out: { op: 'ready' } | { op: 'failed', error } | { id, result } | { id, error } |
// { op: 'notify', lid, payload }.
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';

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

/** Statements kept prepared per SQL text (a bound on distinct texts; beyond it, the unnamed statement). */
const MAX_STATEMENTS = 1000;

/**
 * PGlite's `query` parses, describes and plans its SQL on every call, in six protocol round trips. The
 * server sends the same few hundred texts over and over, so each text is parsed and described once into
 * a named statement, and a call binds and executes it in one round trip (PostgreSQL then reuses its
 * plan, as it does for node-postgres' named statements). Results and errors are PGlite's own.
 */
function statementRunner(pg: PGlite, lib: typeof import('@electric-sql/pglite')) {
  const { serialize } = lib.protocol;
  const statements = new Map<string, { name: string; types: number[] }>();
  const noSync = { syncToFs: false };

  async function describe(sql: string) {
    const known = statements.get(sql);
    if (known) return known;
    const name = statements.size < MAX_STATEMENTS ? `w${statements.size + 1}` : '';
    let described;
    try {
      await pg.execProtocol(serialize.parse({ name, text: sql }), noSync);
      described = await pg.execProtocol(serialize.describe({ type: 'S', name }), noSync);
    } finally {
      await pg.execProtocol(serialize.sync(), noSync);
    }
    const statement = { name, types: lib.parse.parseDescribeStatementResults(described.messages) };
    if (name) statements.set(sql, statement);
    return statement;
  }

  return async (sql: string, params: unknown[], options: QueryOptions): Promise<Results> => {
    const { name, types } = await describe(sql);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[types[i] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const message = concat([
      ...(name ? [] : [serialize.parse({ name, text: sql })]),
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const { messages } = await pg.execProtocol(message, noSync);
    if (!pg.isInTransaction()) await pg.syncToFs();
    return lib.parse.parseResults(messages, pg.parsers, options)[0] as Results;
  };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string) => string>;
}

async function run(port: NonNullable<typeof parentPort>, data: WorkerData) {
  let pg: PGlite;
  let lib: typeof import('@electric-sql/pglite');
  try {
    lib = await import('@electric-sql/pglite');
    pg = data.dataDir ? new lib.PGlite(data.dataDir) : new lib.PGlite();
    await pg.waitReady;
  } catch (err) {
    port.postMessage({ op: 'failed', error: serializeError(err) });
    return;
  }
  /** Open transactions: PGlite's handle and how to end it (commit or roll back, answering message `id`). */
  const transactions = new Map<number, { t: Transaction; end: (commit: boolean, id: number) => void }>();
  const unlistens = new Map<number, () => Promise<void>>();
  let nextTx = 1;

  const runStatement = statementRunner(pg, lib);
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
        const options = { rowMode: msg.rowMode, parsers: parsersFor(msg.raw) };
        const run = () => runStatement(msg.sql, msg.params, options);
        let work: Promise<Results>;
        if (msg.tx === undefined) {
          // As PGlite's own query: after any open transaction, one query at a time.
          work = pg._runExclusiveTransaction(() => pg._runExclusiveQuery(run));
        } else {
          if (!transactions.has(msg.tx)) return noSuchTransaction(msg.id);
          work = pg._runExclusiveQuery(run);
        }
        // `blob` and the query options are not needed by the caller (and options hold functions).
        void reply(
          msg.id,
          work.then(({ rows, affectedRows, fields }) => ({ rows, affectedRows, fields })),
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
