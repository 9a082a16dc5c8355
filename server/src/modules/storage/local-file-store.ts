// The local directory store (the embedded default): one machine, one process. Public photos live in
// UPLOAD_DIR (`public/<file>` → `<UPLOAD_DIR>/<file>`), every private area in its own folder of
// PRIVATE_DIR (`certificates/<file>` → `<PRIVATE_DIR>/certificates/<file>`), the layout earlier versions
// wrote, so an existing deployment's files are found where they are (and `npm run files -- migrate`
// reads them from there).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { checkKey, parseKey, PUBLIC_AREA, type FileStore } from './file-store';

/** True when `inner` is `outer` or lies inside it. */
export function isInside(inner: string, outer: string): boolean {
  const rel = path.relative(path.resolve(outer), path.resolve(inner));
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

export interface LocalFileStoreOptions {
  /** Public photos (UPLOAD_DIR). */
  publicDir: string;
  /** Private files, one folder per area (PRIVATE_DIR). */
  privateDir: string;
  /** Directories something serves as static files: the private directory inside one is refused. */
  servedDirs?: string[];
}

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

export function createLocalFileStore({
  publicDir,
  privateDir,
  servedDirs = [],
}: LocalFileStoreOptions): FileStore {
  for (const served of [publicDir, ...servedDirs]) {
    if (isInside(privateDir, served) || isInside(served, privateDir)) {
      throw new Error(`PRIVATE_DIR (${privateDir}) must not overlap a publicly served directory (${served})`);
    }
  }
  const locate = (key: string) => {
    const { area, file } = checkKey(key);
    const dir = area === PUBLIC_AREA ? publicDir : path.join(privateDir, area);
    return { dir, file: path.join(dir, file), isPrivate: area !== PUBLIC_AREA };
  };

  async function* filesIn(dir: string, area: string): AsyncGenerator<string> {
    let names: string[];
    try {
      names = await fsp.readdir(dir);
    } catch (err) {
      if (isMissing(err)) return;
      throw err;
    }
    for (const name of names) {
      const key = `${area}/${name}`;
      // Half-written temporary files (and anything else) are not files of the store.
      if (parseKey(key)) yield key;
    }
  }

  return {
    kind: 'local',
    async put(key, data) {
      const { dir, file, isPrivate } = locate(key);
      await fsp.mkdir(dir, { recursive: true, ...(isPrivate ? { mode: 0o700 } : {}) });
      // Written aside and renamed: a reader (or a crash) never sees half a file.
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fsp.writeFile(temp, data, { flag: 'wx', mode: isPrivate ? 0o600 : 0o644 });
        await fsp.rename(temp, file);
      } catch (err) {
        await fsp.rm(temp, { force: true });
        throw err;
      }
    },
    async get(key) {
      const { file } = locate(key);
      const { type } = checkKey(key);
      try {
        // Opened first, so a file deleted between stat and read is a null, not a broken stream.
        const handle = await fsp.open(file, 'r');
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size, type };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async size(key) {
      try {
        return (await fsp.stat(locate(key).file)).size;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await fsp.rm(locate(key).file, { force: true });
    },
    async *keys() {
      yield* filesIn(publicDir, PUBLIC_AREA);
      let areas: fs.Dirent[];
      try {
        areas = await fsp.readdir(privateDir, { withFileTypes: true });
      } catch (err) {
        if (isMissing(err)) return;
        throw err;
      }
      for (const area of areas) {
        if (area.isDirectory() && /^[a-z]+$/.test(area.name) && area.name !== PUBLIC_AREA) {
          yield* filesIn(path.join(privateDir, area.name), area.name);
        }
      }
    },
  };
}
