import { api, idempotencyHeaders, isApiError } from '@dolbom/shared-api';
import {
  completeExperience,
  type CaregiverRegisterResponse,
  type ManagerRegisterResponse,
} from '@dolbom/shared-api/contracts';
import type { SignupDraft } from './signup-store';

export interface SubmitResult {
  /** The account exists; the photo may still have failed. */
  photoFailed: boolean;
}

/**
 * Creates the account (one request), then uploads the chosen photo — a caregiver's profile photo, a
 * social worker's proof of her center — with the one-time token the registration returned. A failed
 * photo does not undo the account: the person is told.
 */
export async function submitSignup(
  draft: SignupDraft,
  photo: File | null,
  requestKey?: string,
): Promise<SubmitResult> {
  const headers = idempotencyHeaders(requestKey);
  const base = {
    id: draft.id,
    password: draft.password,
    passwordCheck: draft.passwordCheck,
    name: draft.name.trim(),
    phone: draft.phone,
    agreePrivacy: draft.agreePrivacy,
    agreeTerms: draft.agreeTerms,
  };
  if (draft.type === '사회복지사') {
    const res = await api.post<ManagerRegisterResponse>(
      '/api/manager/register',
      { ...base, centerId: draft.center?.centerId },
      { anonymous: true, headers },
    );
    // The proof of the center (issue 29), with the registration's one-time token.
    return uploadWithToken(`/api/manager/register/${res.userId}/proof`, photo, res.uploadToken);
  }
  const res = await api.post<CaregiverRegisterResponse>(
    '/api/caregiver/register',
    {
      ...base,
      address: draft.address,
      experience: completeExperience(draft.experience),
      introduction: draft.introduction.trim(),
      // The form requires it (step 3); an old draft restored without it still signs up.
      ...(draft.birthYear.trim() ? { birthYear: Number(draft.birthYear.trim()) } : {}),
    },
    { anonymous: true, headers },
  );
  return uploadWithToken(`/api/caregiver/register/${res.userId}`, photo, res.uploadToken);
}

/** Uploads the sign-up's photo with its one-time token; a failure is reported, not thrown. */
async function uploadWithToken(url: string, photo: File | null, token: string): Promise<SubmitResult> {
  if (!photo) return { photoFailed: false };
  try {
    const body = new FormData();
    body.append('file', photo);
    await api.post(url, body, { anonymous: true, headers: { 'x-upload-token': token } });
    return { photoFailed: false };
  } catch (e) {
    console.error(e);
    return { photoFailed: true };
  }
}

/** A Korean line for a failed sign-up: the server's field message if it named one. */
export function signupErrorMessage(e: unknown, fallback: string): string {
  if (!isApiError(e)) return fallback;
  const first = e.fields && Object.values(e.fields)[0];
  return first ?? e.message;
}
