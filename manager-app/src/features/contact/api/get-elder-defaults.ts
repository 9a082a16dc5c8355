import useSWR from 'swr';
import type { ElderDetail } from '../../../api/types';

/** GET /api/manager/elder/{elderId}: the elder's work type, wage and phone start the contact's draft. */
export function useElderDefaults(elderId: number | null) {
  return useSWR<ElderDetail>(elderId ? `/api/manager/elder/${elderId}` : null, { revalidateIfStale: false });
}
