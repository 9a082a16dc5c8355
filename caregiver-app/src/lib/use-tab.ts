import { useSearchParams } from 'react-router-dom';
import type { CaregiverApplyTab, CaregiverTab } from '@dolbom/shared-api/contracts';

export const TAB_ITEMS: { value: CaregiverTab; label: string }[] = [
  { value: 'pending', label: '대기' },
  { value: 'approved', label: '수락' },
];
/** 보낸 지원함 also has 거절 (issue 30: a declined apply vanished). */
export const APPLY_TAB_ITEMS: { value: CaregiverApplyTab; label: string }[] = [
  ...TAB_ITEMS,
  { value: 'declined', label: '거절' },
];

/**
 * The box's tab lives in the URL (?tab=approved), so back and reload keep it. `accepted` is read as
 * 수락: notifications sent before issue 30 link to ?tab=accepted.
 */
export function useTab<T extends string = CaregiverTab>(
  items: readonly { value: T }[] = TAB_ITEMS as unknown as { value: T }[],
) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab') === 'accepted' ? 'approved' : params.get('tab');
  const tab = (items.find((t) => t.value === raw)?.value ?? 'pending') as T;
  const setTab = (t: T) => setParams(t === 'pending' ? {} : { tab: t }, { replace: true });
  return [tab, setTab] as const;
}
