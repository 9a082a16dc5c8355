import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@dolbom/shared-api';
import type { CaregiverCertificate } from '@dolbom/shared-api/contracts';
import { KEY_PREFIX, useRevalidate } from '../lib/revalidate';
import { certificateKey } from './get-certificate';

/**
 * POST /api/caregiver/certificate (multipart `file`, `certificateCode`) → the new review (PENDING).
 * The photo is private: only operators see it.
 */
export const uploadCertificate = (file: File, certificateCode: string) => {
  const form = new FormData();
  form.append('certificateCode', certificateCode);
  form.append('file', file);
  return api.post<CaregiverCertificate>(certificateKey, form);
};

/**
 * Uploads and puts the answer in the cache (내 정보, the 자격증 screen and step 2 read it); the number sent
 * is the resume's now, so the resume is read again.
 */
export function useUploadCertificate() {
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidate();
  return useCallback(
    async (file: File, certificateCode: string) => {
      const review = await uploadCertificate(file, certificateCode);
      await mutate(certificateKey, review, { revalidate: false });
      void revalidate(KEY_PREFIX.resume);
      return review;
    },
    [mutate, revalidate],
  );
}
