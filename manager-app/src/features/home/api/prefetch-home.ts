import { preload } from 'swr';
import { api } from '@dolbom/shared-api';
import type { ElderListItem } from '../../../api/types';
import { eldersKey } from '../../../api/get-elders';
import { getMembership, membershipKey } from '../../../api/get-membership';
import { getCountedList } from '../../../api/counted-list';
import { useSelectedElderStore } from '../../../stores/selected-elder';
import { candidatesKey } from './get-candidates';

/**
 * RoleModule.prefetch: on /, the membership, the elders list and then the chosen elder's first candidates
 * page start as soon as the remote's code is here (a signed-in cold start), with the same keys and
 * fetchers the home uses.
 */
export function prefetchHome() {
  if (window.location.pathname !== '/') return;
  // The banner of a member who is not verified (issue 29), beside the list rather than after it.
  preload(membershipKey, getMembership).catch(() => undefined);
  preload(eldersKey, (key: string) => api.get<ElderListItem[]>(key))
    .then((elders) => {
      const { elderId, distance, sort } = useSelectedElderStore.getState();
      const elder = elders.find((e) => e.elderId === elderId) ?? elders[0];
      if (elder?.recruiting) {
        const key = candidatesKey({ elderId: elder.elderId, distance, sort, page: 0 });
        preload(key, getCountedList).catch(() => undefined);
      }
    })
    .catch(() => undefined); // the home asks again and shows its own error
}
