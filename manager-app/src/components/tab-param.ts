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
  return [tab, (next) => setParams(next === 'pending' ? {} : { tab: next }, { replace: true })];
}
