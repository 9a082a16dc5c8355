// Private files (요양보호사 자격증 photos, a center's proof photos, contract PDFs): kept in the file store
// under their area (`certificates/<hex>.jpg`) and read back only by the routes that check who asks
// (GET /api/admin/certificates/:id/photo). Keys are random names, never URLs, and nothing serves an
// area but those routes: no static route, no public bucket (ADR 0029).
import { randomBytes } from 'node:crypto';
import type { PreparedFile } from './file-content';
import { PUBLIC_AREA, checkKey, type FileStore, type StoredFile } from './file-store';

/** A private file as its reading routes see it (`stream` is the body to send). */
export type PrivateFile = StoredFile;

export interface PrivateStorage {
  /**
   * Stores a re-encoded photo (storage/uploads.ts `preparePhoto`) or a checked PDF (`pdfFile`) under
   * `area` (lowercase letters: `certificates`, `proofs`, `contracts`) and returns its key.
   */
  save(area: string, file: PreparedFile): Promise<string>;
  /** The file of a key, or null when there is none. */
  open(key: string): Promise<PrivateFile | null>;
  /** Deletes a key; unknown keys are ignored. */
  remove(key: string): Promise<void>;
}

const isPrivateKey = (key: string) => {
  try {
    return checkKey(key).area !== PUBLIC_AREA;
  } catch {
    return false;
  }
};

export function createPrivateStorage(store: FileStore): PrivateStorage {
  return {
    async save(area, file) {
      if (!/^[a-z]+$/.test(area) || area === PUBLIC_AREA) throw new Error(`bad private area ${area}`);
      const key = `${area}/${randomBytes(16).toString('hex')}.${file.type}`;
      await store.put(key, file.data);
      return key;
    },
    async open(key) {
      return isPrivateKey(key) ? store.get(key) : null;
    },
    async remove(key) {
      if (isPrivateKey(key)) await store.delete(key);
    },
  };
}
