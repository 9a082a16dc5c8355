import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@dolbom/shared-api';
import {
  contactBodySchema,
  type ContactBody,
  type ContactCreateResponse,
} from '@dolbom/shared-api/contracts';
import { keysUnder } from '../../../api/query';
import { myPageKey } from '../../../api/get-mypage';

export { contactBodySchema as createContactSchema };
export type CreateContactInput = ContactBody;

/** POST /api/manager/contact → { contactId }; a pending one for the same pair → 409 with its message. */
export const createContact = (body: CreateContactInput) =>
  api.post<ContactCreateResponse>('/api/manager/contact', body);

export function useCreateContact() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: CreateContactInput) => {
      const created = await createContact(body);
      void mutate(keysUnder('/api/manager/contact', `/api/manager/${body.caregiverId}`, myPageKey));
      return created;
    },
    [mutate],
  );
}
