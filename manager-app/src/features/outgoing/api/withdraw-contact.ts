import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@dolbom/shared-api';
import { keysUnder } from '../../../api/query';
import { membershipKey } from '../../../api/get-membership';
import { myPageKey } from '../../../api/get-mypage';

/** DELETE /api/manager/contact/{contactId}: withdraw a pending contact (it may be sent again later). */
export const withdrawContact = (contactId: number) => api.del<void>(`/api/manager/contact/${contactId}`);

export function useWithdrawContact() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (contactId: number, caregiverId: number) => {
      await withdrawContact(contactId);
      await mutate(
        keysUnder('/api/manager/contact', `/api/manager/${caregiverId}`, myPageKey, membershipKey),
        undefined,
        { revalidate: true },
      );
    },
    [mutate],
  );
}
