import { useCallback } from 'react';
import { api } from '@dolbom/shared-api';
import { apiPath } from '../../../lib/format';
import { KEY_PREFIX, useRevalidate } from '../../../lib/revalidate';

/** POST /api/caregiver/main/reject?contact= → 204; the contact is deleted for good. */
export const rejectContact = (contactId: number) =>
  api.post<void>(apiPath('/api/caregiver/main/reject', { contact: contactId }));

export function useRejectContact() {
  const revalidate = useRevalidate();
  return useCallback(
    async (contactId: number) => {
      await rejectContact(contactId);
      void revalidate(KEY_PREFIX.main, KEY_PREFIX.mypage);
    },
    [revalidate],
  );
}
