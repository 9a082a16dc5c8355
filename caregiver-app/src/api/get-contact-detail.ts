import useSWR from 'swr';
import { api } from '@dolbom/shared-api';
import type { ContactDetail } from '@dolbom/shared-api/contracts';
import { apiPath } from '../lib/format';

/** GET /api/caregiver/main?contact= — a received contact with the manager's message. */
export const contactDetailKey = (contactId: number) => apiPath('/api/caregiver/main', { contact: contactId });
export const getContactDetail = (contactId: number) => api.get<ContactDetail>(contactDetailKey(contactId));
export const useContactDetail = (contactId: number) =>
  useSWR<ContactDetail>(Number.isInteger(contactId) && contactId > 0 ? contactDetailKey(contactId) : null);
