import { useCallback } from 'react';
import { api } from '@dolbom/shared-api';
import { resumeBodySchema, type Resume, type ResumeBody } from '@dolbom/shared-api/contracts';
import { KEY_PREFIX, useRevalidate } from '../../../lib/revalidate';

export const saveResumeInputSchema = resumeBodySchema;
export type SaveResumeInput = ResumeBody;

/** POST /api/caregiver/resume/create → 201 Resume (a second create is a 409). */
export const createResume = (body: SaveResumeInput) => api.post<Resume>('/api/caregiver/resume/create', body);
/** PUT /api/caregiver/resume → Resume. */
export const updateResume = (body: SaveResumeInput) => api.put<Resume>('/api/caregiver/resume', body);

/** Saves (create or update), then revalidates everything a resume changes: my page, matches, near. */
export function useSaveResume() {
  const revalidate = useRevalidate();
  return useCallback(
    async (mode: 'create' | 'edit', body: SaveResumeInput) => {
      const r = mode === 'create' ? await createResume(body) : await updateResume(body);
      void revalidate(KEY_PREFIX.mypage, KEY_PREFIX.main, KEY_PREFIX.near, KEY_PREFIX.resume);
      return r;
    },
    [revalidate],
  );
}
