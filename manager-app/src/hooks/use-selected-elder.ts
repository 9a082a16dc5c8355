import { useElders } from '../api/get-elders';
import { useSelectedElderStore } from '../stores/selected-elder';

/**
 * The manager's elders and the one chosen in the home header. A stored choice that is no longer in
 * the list (deleted, another account on this phone) falls back to the newest elder.
 */
export function useSelectedElder() {
  const { data: elders, error, isLoading, mutate } = useElders();
  const storedId = useSelectedElderStore((s) => s.elderId);
  const select = useSelectedElderStore((s) => s.select);
  const elder = elders?.find((e) => e.elderId === storedId) ?? elders?.[0] ?? null;
  return { elders, elder, error, isLoading, retry: () => mutate(), select };
}
