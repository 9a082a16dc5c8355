import { api, idempotencyHeaders, isApiError } from '@dolbom/shared-api';
import { completeExperience, type CaregiverRegisterResponse } from '@dolbom/shared-api/contracts';
import type { SignupDraft } from './signup-store';

export interface SubmitResult {
  /** The account exists; the photo may still have failed. */
  photoFailed: boolean;
}

/**
 * Creates the account (one request), then for a caregiver with a photo uploads it with the one-time
 * token the registration returned. A failed photo does not undo the account: the person is told.
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
    await api.post(
      '/api/manager/register',
      { ...base, centerId: draft.center?.centerId },
      { anonymous: true, headers },
    );
    return { photoFailed: false };
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
  if (!photo) return { photoFailed: false };
  try {
    const body = new FormData();
    body.append('file', photo);
    await api.post(`/api/caregiver/register/${res.userId}`, body, {
      anonymous: true,
      headers: { 'x-upload-token': res.uploadToken },
    });
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
