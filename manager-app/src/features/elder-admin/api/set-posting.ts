import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@dolbom/shared-api';
import type { ElderPostingResponse } from '@dolbom/shared-api/contracts';
import { eldersKey } from '../../../api/get-elders';
import { keysUnder } from '../../../api/query';

/** PUT /api/manager/elder/{elderId}/posting: close (모집 완료) or reopen (모집 중) a posting. */
export const setPosting = (elderId: number, recruiting: boolean) =>
  api.put<ElderPostingResponse>(`/api/manager/elder/${elderId}/posting`, { recruiting });

export function useSetPosting() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (elderId: number, recruiting: boolean) => {
      const changed = await setPosting(elderId, recruiting);
      await mutate(keysUnder(eldersKey, '/api/manager/elder/individual'));
      return changed;
    },
    [mutate],
  );
}
