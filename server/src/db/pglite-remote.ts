// The server's side of the PGlite worker (ADR 0017): an object with the part of PGlite's interface that
// drizzle-orm/pglite and client.ts use (query, transaction, listen, close, closed), forwarding each call
// to pglite-worker.ts. Drizzle's PGlite driver, its migrator and our queries run unchanged; only the
// database's own work moves to the other thread.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SerializedError, WorkerData } from './pglite-worker';

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Only identity parsers are supported (drizzle keeps timestamps, dates and intervals as text). */
  parsers?: Record<number, unknown>;
}

export interface RemoteResults<T = unknown> {
  rows: T[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

/** A query's or transaction's error as the driver threw it in the worker (code, severity, detail…). */
export class DatabaseError extends Error {
  [field: string]: unknown;
}

function toError(e: SerializedError): Error {
  const err = new DatabaseError(e.message);
  Object.assign(err, e.fields);
  if (e.name && e.name !== 'Error') err.name = e.name;
  return err;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

/** The worker file next to this one: .js when compiled; .ts under tsx and jest, loaded through tsx's
 * require hook (a worker does not inherit the loader of the thread that starts it). */
function startWorker(workerData: WorkerData): Worker {
  const ext = path.extname(__filename);
  const file = path.join(__dirname, `pglite-worker${ext}`);
  if (ext !== '.ts') return new Worker(file, { workerData });
  const bootstrap = `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(file)});`;
  return new Worker(bootstrap, { eval: true, workerData });
}

export interface OpenOptions {
  /** Folder of the database files; undefined keeps it in memory. */
  dataDir: string | undefined;
  /** Called once if the worker stops by itself (crash, out of memory): the database is gone. */
  onExit: (err: Error) => void;
}

export class PGliteRemote {
  closed = false;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private nextId = 1;
  private closing = false;

  private constructor(readonly worker: Worker) {}

  /** Starts the worker and resolves once PGlite is open in it (rejects if it cannot open). */
  static open({ dataDir, onExit }: OpenOptions): Promise<PGliteRemote> {
    const worker = startWorker({ dataDir });
    const remote = new PGliteRemote(worker);
    return new Promise((resolve, reject) => {
      let ready = false;
      let lastError: Error | undefined;
      worker.on('message', (msg) => {
        if (msg.op === 'notify') {
          remote.listeners.get(msg.lid)?.(msg.payload);
        } else if (msg.op === 'ready') {
          ready = true;
          resolve(remote);
        } else if (msg.op === 'failed') {
          remote.closing = true;
          void worker.terminate();
          reject(toError(msg.error));
        } else {
          const p = remote.pending.get(msg.id);
          if (!p) return;
          remote.pending.delete(msg.id);
          if (msg.error) p.reject(toError(msg.error));
          else p.resolve(msg.result);
        }
      });
      worker.on('error', (err) => {
        lastError = err;
      });
      worker.on('exit', (code) => {
        remote.closed = true;
        const err = new Error(
          `the embedded database worker stopped (exit code ${code})${lastError ? `: ${lastError.message}` : ''}`,
          { cause: lastError },
        );
        for (const p of remote.pending.values()) p.reject(err);
        remote.pending.clear();
        if (!ready) reject(err);
        else if (!remote.closing) onExit(err);
      });
    });
  }

  private call<T>(msg: Record<string, unknown>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('the embedded database is closed'));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...msg, id });
    });
  }

  private send<T>(
    sql: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    tx?: number,
  ) {
    return this.call<RemoteResults<T>>({
      op: 'query',
      sql,
      params: params ?? [],
      rowMode: options?.rowMode ?? 'object',
      raw: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
      tx,
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<RemoteResults<T>> {
    return this.send<T>(sql, params, options);
  }

  /** Runs `fn` in one transaction of the worker's PGlite: committed if it resolves, rolled back if not. */
  async transaction<T>(
    fn: (tx: {
      query<R>(sql: string, params?: unknown[], options?: QueryOptions): Promise<RemoteResults<R>>;
      closed: boolean;
    }) => Promise<T>,
  ): Promise<T> {
    const tx = await this.call<number>({ op: 'begin' });
    let result: T;
    try {
      result = await fn({
        query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
          this.send<R>(sql, params, options, tx),
        closed: false,
      });
    } catch (err) {
      await this.call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw err;
    }
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  async listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>> {
    const lid = this.nextId++;
    this.listeners.set(lid, onMessage);
    try {
      await this.call({ op: 'listen', lid, channel });
    } catch (err) {
      this.listeners.delete(lid);
      throw err;
    }
    return async () => {
      this.listeners.delete(lid);
      if (!this.closed) await this.call({ op: 'unlisten', lid });
    };
  }

  /** Closes PGlite (flushing DATA_DIR) and ends the worker. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closing = true;
    try {
      await this.call({ op: 'close' });
    } finally {
      this.closed = true;
      await this.worker.terminate();
    }
  }
}
