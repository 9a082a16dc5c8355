import useSWR from 'swr';
import type { CaregiverCertificate } from '@dolbom/shared-api/contracts';

/** GET /api/caregiver/certificate — her 자격증 review: NONE, PENDING, CONFIRMED or REFUSED (with the reason). */
export const certificateKey = '/api/caregiver/certificate';
export const useCertificate = () => useSWR<CaregiverCertificate>(certificateKey);
