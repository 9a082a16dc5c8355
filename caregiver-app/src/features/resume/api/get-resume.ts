import { api } from '@dolbom/shared-api';
import type { Resume } from '@dolbom/shared-api/contracts';

/** GET /api/caregiver/resume → the caregiver's resume; 404 when there is none yet. */
export const resumeKey = '/api/caregiver/resume';
export const getResume = () => api.get<Resume>(resumeKey);
