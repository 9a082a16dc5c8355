// Profile photos: public, at immutable content-addressed URLs (`/uploads/<hash>.jpg`) that the API serves
// from whichever store with a year-long cache (plugins/uploads.ts), so any process serves any photo.
// The name hashes the owner with the bytes: one caregiver's photo never shares an object with another's,
// so removing hers (account deletion, a new photo) can never take away someone else's.
import { createHash } from 'node:crypto';
import type { PreparedFile } from './file-content';
import { parseKey, PUBLIC_AREA, type FileStore, type StoredFile } from './file-store';

export const UPLOADS_PREFIX = '/uploads/';

export interface PublicPhotos {
  /** Stores the photo of `ownerId` and returns its URL path; storing the same photo again is harmless. */
  save(ownerId: number, photo: PreparedFile): Promise<string>;
  /** Removes the photo of a URL `save` returned; other URLs are ignored. */
  remove(url: string): Promise<void>;
  /**
   * Removes a just-saved photo that did not make it into the database, unless `inUse` (the owner's photo
   * URL now) is that very URL: the same photo sent twice has one URL. When `inUse` fails, the file stays
   * rather than break a profile.
   */
  discard(url: string, inUse: () => Promise<string | null>): Promise<void>;
  /** The photo of a file name under /uploads/, or null. */
  open(file: string): Promise<StoredFile | null>;
}

/** The store key of a photo URL (or file name under /uploads/), or null for anything else. */
export function publicKeyOf(urlOrFile: string): string | null {
  const file = urlOrFile.startsWith(UPLOADS_PREFIX) ? urlOrFile.slice(UPLOADS_PREFIX.length) : urlOrFile;
  const key = `${PUBLIC_AREA}/${file}`;
  const parsed = parseKey(key);
  // Photos only: a PDF is never public.
  return parsed && parsed.type !== 'pdf' ? key : null;
}

export function createPublicPhotos(store: FileStore): PublicPhotos {
  return {
    async save(ownerId, photo) {
      if (photo.type === 'pdf') throw new Error('a PDF is never public');
      const hash = createHash('sha256').update(`${ownerId}\n`).update(photo.data).digest('hex');
      const file = `${hash.slice(0, 32)}.${photo.type}`;
      await store.put(`${PUBLIC_AREA}/${file}`, photo.data);
      return `${UPLOADS_PREFIX}${file}`;
    },
    async remove(url) {
      const key = publicKeyOf(url);
      if (key && url.startsWith(UPLOADS_PREFIX)) await store.delete(key);
    },
    async discard(url, inUse) {
      if ((await inUse().catch(() => url)) !== url) await this.remove(url);
    },
    async open(file) {
      const key = publicKeyOf(file);
      return key ? store.get(key) : null;
    },
  };
}
