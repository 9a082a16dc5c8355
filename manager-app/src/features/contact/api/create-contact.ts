import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api, idempotencyHeaders } from '@dolbom/shared-api';
import {
  contactBodySchema,
  type ContactBody,
  type ContactCreateResponse,
} from '@dolbom/shared-api/contracts';
import { keysUnder } from '../../../api/query';
import { membershipKey } from '../../../api/get-membership';
import { myPageKey } from '../../../api/get-mypage';

export { contactBodySchema as createContactSchema };
export type CreateContactInput = ContactBody;

/** POST /api/manager/contact → { contactId }; a pending one for the same pair → 409 with its message. */
export const createContact = (body: CreateContactInput, requestKey?: string) =>
  api.post<ContactCreateResponse>('/api/manager/contact', body, { headers: idempotencyHeaders(requestKey) });

export function useCreateContact() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: CreateContactInput, requestKey?: string) => {
      const created = await createContact(body, requestKey);
      // The home cards too: the caregiver's card now says 연락함.
      void mutate(
        keysUnder(
          '/api/manager/contact',
          `/api/manager/${body.caregiverId}`,
          '/api/manager/elder/individual',
          myPageKey,
          membershipKey,
        ),
      );
      return created;
    },
    [mutate],
  );
}
