import useSWR from 'swr';
import type { OutgoingContactDetail } from '../../../api/types';

/** GET /api/manager/contact/{contactId}: one sent contact with what was sent. */
export const contactKey = (contactId: number) => `/api/manager/contact/${contactId}`;
export function useContact(contactId: number) {
  return useSWR<OutgoingContactDetail>(contactKey(contactId));
}
