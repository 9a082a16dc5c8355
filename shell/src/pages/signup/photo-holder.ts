import { SIGNUP_MESSAGES } from '@dolbom/shared-api/contracts';

// The chosen photo is a File, which cannot go into sessionStorage with the rest of the draft; it
// lives here for the tab's life (a reload asks for it again — it is optional).
let photo: File | null = null;
const listeners = new Set<() => void>();

export const photoHolder = {
  get: () => photo,
  set: (f: File | null) => {
    photo = f;
    listeners.forEach((l) => l());
  },
  subscribe: (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  },
};

/** Spec §5: PNG or JPG only (the server checks the content again). */
export function photoTypeError(file: File): string | undefined {
  return /^image\/(png|jpe?g)$/.test(file.type) || /\.(png|jpe?g)$/i.test(file.name)
    ? undefined
    : SIGNUP_MESSAGES.photoType;
}
