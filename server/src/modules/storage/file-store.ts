// One interface for every file the product keeps (ADR 0029): profile photos (public), certificate and
// proof photos and contract PDFs (private). Three implementations behind it — a local directory (the
// embedded default), PostgreSQL (the default with DATABASE_URL) and an S3-compatible bucket — chosen by
// config (create-file-store.ts). A store only keeps bytes by key: who may read a file, and what it may
// contain (re-encoded photos, generated PDFs), is decided before it gets here (public-photos.ts,
// private-storage.ts, photo-encoder.ts).
import type { Readable } from 'node:stream';

export type FileType = 'jpg' | 'png' | 'pdf';

export const CONTENT_TYPES: Readonly<Record<FileType, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/**
 * `<area>/<name>.<type>`: the area says what the file is (`public` photos are served at /uploads/, every
 * other area is private), the name is hex (a content hash or random), so no user-chosen text ever
 * becomes a path or an object key.
 */
const KEY = /^([a-z]+)\/([0-9a-f]{32,64})\.(jpg|png|pdf)$/;

export const PUBLIC_AREA = 'public';

export interface ParsedKey {
  area: string;
  /** `<hex>.<type>` */
  file: string;
  type: FileType;
}

export function parseKey(key: string): ParsedKey | null {
  const m = KEY.exec(key);
  return m ? { area: m[1]!, file: `${m[2]}.${m[3]}`, type: m[3] as FileType } : null;
}

export class BadFileKeyError extends Error {
  constructor(key: string) {
    super(`not a file key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'BadFileKeyError';
  }
}

/** The parsed key, or an error: a store never touches a key outside the grammar. */
export function checkKey(key: string): ParsedKey {
  const parsed = parseKey(key);
  if (!parsed) throw new BadFileKeyError(key);
  return parsed;
}

export interface StoredFile {
  stream: Readable;
  size: number;
  type: FileType;
}

export interface FileStore {
  /** Which implementation (logs, the migrate command). */
  readonly kind: 'local' | 'postgres' | 's3';
  /** Stores the bytes under the key, replacing what was there; once it resolves, every process reads them. */
  put(key: string, data: Buffer): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** The size in bytes, or null when there is none (cheaper than get: the migrate command's check). */
  size(key: string): Promise<number | null>;
  /** Removes the key; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every key in the store, in no particular order (the migrate command). */
  keys(): AsyncIterable<string>;
  /** Releases what the store holds open (the S3 client's sockets). */
  close?(): Promise<void>;
}

/** Reads a stored file whole (small files: photos are re-encoded to a few hundred KB). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
