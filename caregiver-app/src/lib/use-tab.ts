import { useSearchParams } from 'react-router-dom';
import type { CaregiverTab } from '@dolbom/shared-api/contracts';

export const TAB_ITEMS: { value: CaregiverTab; label: string }[] = [
  { value: 'pending', label: '대기' },
  { value: 'approved', label: '수락' },
];

/** 대기 / 수락 lives in the URL (?tab=approved), so back and reload keep it. */
export function useTab() {
  const [params, setParams] = useSearchParams();
  const tab: CaregiverTab = params.get('tab') === 'approved' ? 'approved' : 'pending';
  const setTab = (t: CaregiverTab) => setParams(t === 'pending' ? {} : { tab: t }, { replace: true });
  return [tab, setTab] as const;
}
