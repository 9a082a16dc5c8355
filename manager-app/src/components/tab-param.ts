import { useSearchParams } from 'react-router-dom';
import type { ListTab } from '../api/types';

export const LIST_TABS = [
  { value: 'pending', label: '대기' },
  { value: 'approved', label: '수락' },
] as const;

/** The 대기 / 수락 tab lives in the URL (?tab=approved), so back and reload keep it. */
export function useListTab(): [ListTab, (tab: ListTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab: ListTab = params.get('tab') === 'approved' ? 'approved' : 'pending';
  const choose = (next: ListTab) =>
    setParams(
      (prev) => {
        // Other params (the elder filter) stay.
        const kept = new URLSearchParams(prev);
        if (next === 'pending') kept.delete('tab');
        else kept.set('tab', next);
        return kept;
      },
      { replace: true },
    );
  return [tab, choose];
}
