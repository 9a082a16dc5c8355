import { useCallback } from 'react';
import { api, idempotencyHeaders } from '@dolbom/shared-api';
import { resumeBodySchema, type Resume, type ResumeBody } from '@dolbom/shared-api/contracts';
import { KEY_PREFIX, useRevalidate } from '../../../lib/revalidate';

export const saveResumeInputSchema = resumeBodySchema;
export type SaveResumeInput = ResumeBody;

/** POST /api/caregiver/resume/create → 201 Resume (a second create is a 409; a repeat with the key is not). */
export const createResume = (body: SaveResumeInput, requestKey?: string) =>
  api.post<Resume>('/api/caregiver/resume/create', body, { headers: idempotencyHeaders(requestKey) });
/** PUT /api/caregiver/resume → Resume. */
export const updateResume = (body: SaveResumeInput) => api.put<Resume>('/api/caregiver/resume', body);

/** Saves (create or update), then revalidates everything a resume changes: my page, matches, near. */
export function useSaveResume() {
  const revalidate = useRevalidate();
  return useCallback(
    async (mode: 'create' | 'edit', body: SaveResumeInput, requestKey?: string) => {
      const r = mode === 'create' ? await createResume(body, requestKey) : await updateResume(body);
      void revalidate(KEY_PREFIX.mypage, KEY_PREFIX.main, KEY_PREFIX.near, KEY_PREFIX.resume);
      return r;
    },
    [revalidate],
  );
}
