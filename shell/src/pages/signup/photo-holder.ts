import { SIGNUP_MESSAGES } from '@dolbom/shared-api/contracts';

/** sessionStorage key of the chosen photo (a data URL), so it survives a reload in the same tab. */
export const PHOTO_STORAGE_KEY = 'signupPhoto';
/** The same for a social worker's proof photo. */
export const PROOF_STORAGE_KEY = 'signupProof';
/**
 * Photos up to this size are kept across a reload. sessionStorage holds about 5 million characters
 * per origin and a data URL is 4/3 of the file; a bigger photo still goes with the sign-up, it is
 * only asked for again after a reload.
 */
export const PHOTO_KEEP_MAX_BYTES = 2 * 1024 * 1024;

interface StoredPhoto {
  name: string;
  type: string;
  dataUrl: string;
}

function restore(key: string): File | null {
  try {
    const raw = typeof window === 'undefined' ? null : window.sessionStorage.getItem(key);
    if (!raw) return null;
    const { name, type, dataUrl } = JSON.parse(raw) as StoredPhoto;
    const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
    const binary = atob(base64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return new File([bytes], name, { type });
  } catch (error) {
    console.error(error);
    return null;
  }
}

export interface PhotoHolder {
  get: () => File | null;
  set: (f: File | null) => void;
  subscribe: (l: () => void) => () => boolean;
}

/**
 * A chosen photo, held as a File for the tab's life and copied into sessionStorage under `key` (within
 * PHOTO_KEEP_MAX_BYTES) so that a reload during sign-up does not lose it.
 */
function createPhotoHolder(key: string): PhotoHolder {
  let photo: File | null = restore(key);
  const listeners = new Set<() => void>();

  function keep(file: File | null) {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // Storage unavailable (private mode): the photo lives in memory only.
    }
    if (!file || file.size > PHOTO_KEEP_MAX_BYTES) return;
    const reader = new FileReader();
    reader.onload = () => {
      // The person may have removed or replaced the photo while it was being read.
      if (photo !== file || typeof reader.result !== 'string') return;
      try {
        const stored: StoredPhoto = { name: file.name, type: file.type, dataUrl: reader.result };
        window.sessionStorage.setItem(key, JSON.stringify(stored));
      } catch (error) {
        // Over the storage quota: kept in memory for this page's life only.
        console.error(error);
      }
    };
    reader.readAsDataURL(file);
  }

  return {
    get: () => photo,
    set: (f) => {
      photo = f;
      keep(f);
      listeners.forEach((l) => l());
    },
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

/** The caregiver's profile photo. */
export const photoHolder = createPhotoHolder(PHOTO_STORAGE_KEY);
/** A social worker's proof of her center (issue 29): 장기요양기관 지정서, 사업자등록증 or 재직증명서. */
export const proofHolder = createPhotoHolder(PROOF_STORAGE_KEY);

/** Spec §5: PNG or JPG only (the server checks the content again). */
export function photoTypeError(file: File): string | undefined {
  return /^image\/(png|jpe?g)$/.test(file.type) || /\.(png|jpe?g)$/i.test(file.name)
    ? undefined
    : SIGNUP_MESSAGES.photoType;
}
