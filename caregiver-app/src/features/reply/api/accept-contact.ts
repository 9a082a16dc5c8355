import { useCallback } from 'react';
import { api, idempotencyHeaders } from '@dolbom/shared-api';
import {
  acceptContactBodySchema,
  type AcceptContactResponse,
  type CareReplyBody,
} from '@dolbom/shared-api/contracts';
import { apiPath } from '../../../lib/format';
import { KEY_PREFIX, useRevalidate } from '../../../lib/revalidate';

export const acceptContactInputSchema = acceptContactBodySchema;
export type AcceptContactInput = CareReplyBody;

/** POST /api/caregiver/main/accept?contact= {phone, message} → the title and the manager's phone. */
export const acceptContact = (contactId: number, body: AcceptContactInput, requestKey?: string) =>
  api.post<AcceptContactResponse>(apiPath('/api/caregiver/main/accept', { contact: contactId }), body, {
    headers: idempotencyHeaders(requestKey),
  });

/** Accepts, then revalidates the home list, the contact's detail and the boxes. */
export function useAcceptContact() {
  const revalidate = useRevalidate();
  return useCallback(
    async (contactId: number, body: AcceptContactInput, requestKey?: string) => {
      const r = await acceptContact(contactId, body, requestKey);
      void revalidate(KEY_PREFIX.main, KEY_PREFIX.mypage);
      return r;
    },
    [revalidate],
  );
}
