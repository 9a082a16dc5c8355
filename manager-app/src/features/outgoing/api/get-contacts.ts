import useSWR from 'swr';
import type { Page } from '@dolbom/shared-api';
import { getCountedList } from '../../../api/counted-list';
import { withQuery } from '../../../api/query';
import type { ListTab, OutgoingContact } from '../../../api/types';

/** GET /api/manager/contact?elderId=&tab=: contacts sent for one elder, or (no elderId) for all. */
export const contactsKey = (elderId: number | null, tab: ListTab) =>
  withQuery('/api/manager/contact', { elderId, tab, page: 0, size: 50 });
export function useContacts(elderId: number | null, tab: ListTab) {
  return useSWR<Page<OutgoingContact>>(contactsKey(elderId, tab), getCountedList<OutgoingContact>);
}
