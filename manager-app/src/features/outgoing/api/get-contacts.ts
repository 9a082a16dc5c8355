import useSWR from 'swr';
import type { Page } from '@dolbom/shared-api';
import { getCountedList } from '../../../api/counted-list';
import { withQuery } from '../../../api/query';
import type { ListTab, OutgoingContact } from '../../../api/types';

/** GET /api/manager/contact?elderId=&tab=: contacts sent for one elder. */
export const contactsKey = (elderId: number, tab: ListTab) =>
  withQuery('/api/manager/contact', { elderId, tab, page: 0, size: 50 });
export function useContacts(elderId: number | null, tab: ListTab) {
  return useSWR<Page<OutgoingContact>>(
    elderId ? contactsKey(elderId, tab) : null,
    getCountedList<OutgoingContact>,
  );
}
