// Private files (요양보호사 자격증 photos, issue 13): stored through this adapter in a directory that no
// static route serves — never under UPLOAD_DIR (/uploads) nor the apps — and read back only by the
// routes that check who asks (GET /api/admin/certificates/:id/photo). Keys are random names, never
// URLs. An S3-compatible store (a private bucket) can replace the local one without touching the routes.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { PhotoType } from './photo-storage';

export interface PrivateFile {
  stream: Readable;
  size: number;
  type: PhotoType;
}

export interface PrivateStorage {
  /** Stores the bytes under `area` and returns the key (e.g. `certificates/<hex>.png`). */
  save(area: string, data: Buffer | Readable, type: PhotoType): Promise<string>;
  /** The file of a key, or null when there is none. */
  open(key: string): Promise<PrivateFile | null>;
  /** Deletes a key; unknown keys are ignored. */
  remove(key: string): Promise<void>;
}

const KEY = /^([a-z]+)\/([0-9a-f]{32})\.(png|jpg)$/;

/** True when `inner` is `outer` or lies inside it. */
export function isInside(inner: string, outer: string): boolean {
  const rel = path.relative(path.resolve(outer), path.resolve(inner));
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/**
 * Files in `dir`, named by random ids (no user-chosen name reaches the file system). `servedDirs` are
 * the directories something serves publicly: a private directory inside one of them is refused.
 */
export function createLocalPrivateStorage(dir: string, servedDirs: string[] = []): PrivateStorage {
  for (const served of servedDirs) {
    if (isInside(dir, served) || isInside(served, dir)) {
      throw new Error(`PRIVATE_DIR (${dir}) must not overlap a publicly served directory (${served})`);
    }
  }
  const fileOf = (key: string) => {
    const m = KEY.exec(key);
    return m ? { file: path.join(dir, m[1]!, `${m[2]}.${m[3]}`), type: m[3] as PhotoType } : null;
  };
  return {
    async save(area, data, type) {
      if (!/^[a-z]+$/.test(area)) throw new Error(`bad private area ${area}`);
      await fsp.mkdir(path.join(dir, area), { recursive: true, mode: 0o700 });
      const key = `${area}/${randomBytes(16).toString('hex')}.${type}`;
      const file = fileOf(key)!.file;
      try {
        await fsp.writeFile(file, data, { flag: 'wx', mode: 0o600 });
      } catch (err) {
        await fsp.rm(file, { force: true });
        throw err;
      }
      return key;
    },
    async open(key) {
      const found = fileOf(key);
      if (!found) return null;
      try {
        const stat = await fsp.stat(found.file);
        return { stream: fs.createReadStream(found.file), size: stat.size, type: found.type };
      } catch {
        return null;
      }
    },
    async remove(key) {
      const found = fileOf(key);
      if (found) await fsp.rm(found.file, { force: true });
    },
  };
}
