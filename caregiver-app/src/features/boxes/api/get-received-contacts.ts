import useSWR from 'swr';
import { api, type Page } from '@dolbom/shared-api';
import type { CaregiverTab, ReceivedContact } from '@dolbom/shared-api/contracts';
import { apiPath } from '../../../lib/format';

/** GET /api/caregiver/mypage/contacts?tab=&page=&size= — 받은 연락함. */
export const receivedContactsKey = (tab: CaregiverTab, page: number) =>
  apiPath('/api/caregiver/mypage/contacts', { tab, page, size: 10 });
export const getReceivedContacts = (tab: CaregiverTab, page: number) =>
  api.get<Page<ReceivedContact>>(receivedContactsKey(tab, page));
export const useReceivedContacts = (tab: CaregiverTab, page: number) =>
  useSWR<Page<ReceivedContact>>(receivedContactsKey(tab, page));
