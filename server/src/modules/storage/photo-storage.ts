// Profile photos go through this adapter: a local directory by default; an S3-compatible store can
// replace it without touching the routes (ARCHITECTURE.md "Photos").
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export type PhotoType = 'png' | 'jpg';

export interface PhotoStorage {
  /**
   * Stores the bytes (a buffer or a stream, never held whole in memory by the local storage) and
   * returns the public URL path of the photo (e.g. `/uploads/<file>`).
   */
  save(data: Buffer | Readable, type: PhotoType): Promise<string>;
  /** Deletes a photo by the URL `save` returned; unknown URLs are ignored. */
  remove(url: string): Promise<void>;
  /** Local storages serve their files themselves: the directory to serve at `/uploads/`. */
  readonly localDir?: string;
}

export const UPLOADS_PREFIX = '/uploads/';

const CONTENT_NAME = /^[0-9a-f]{32}\.(png|jpg)$/;

/** Files named by random ids: no user-chosen name ever reaches the file system. */
export function createLocalPhotoStorage(dir: string): PhotoStorage {
  return {
    localDir: dir,
    async save(data, type) {
      await fs.mkdir(dir, { recursive: true });
      const file = `${randomBytes(16).toString('hex')}.${type}`;
      try {
        await fs.writeFile(path.join(dir, file), data, { flag: 'wx' });
      } catch (err) {
        await fs.rm(path.join(dir, file), { force: true });
        throw err;
      }
      return `${UPLOADS_PREFIX}${file}`;
    },
    async remove(url) {
      const file = url.startsWith(UPLOADS_PREFIX) ? url.slice(UPLOADS_PREFIX.length) : '';
      if (!CONTENT_NAME.test(file)) return;
      await fs.rm(path.join(dir, file), { force: true });
    },
  };
}

/** The photo type judged by its first bytes (magic numbers), never by the file name. */
export function sniffPhotoType(head: Buffer): PhotoType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((b, i) => head[i] === b)) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  return null;
}
