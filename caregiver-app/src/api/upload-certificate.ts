import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@dolbom/shared-api';
import type { CaregiverCertificate } from '@dolbom/shared-api/contracts';
import { certificateKey } from '../../../api/get-certificate';

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

/** Uploads and puts the answer in the cache (내정보 and step 2 read it). */
export function useUploadCertificate() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (file: File, certificateCode: string) => {
      const review = await uploadCertificate(file, certificateCode);
      await mutate(certificateKey, review, { revalidate: false });
      return review;
    },
    [mutate],
  );
}
