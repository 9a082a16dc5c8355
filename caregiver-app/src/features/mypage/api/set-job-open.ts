import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@dolbom/shared-api';
import { jobOpenBodySchema, type JobOpenBody, type MyPage } from '@dolbom/shared-api/contracts';
import { myPageKey } from '../../../api/get-my-page';

export const setJobOpenInputSchema = jobOpenBodySchema;
export type SetJobOpenInput = JobOpenBody;

/** POST /api/caregiver/mypage/job-open {jobOpen} → {jobOpen}. */
export const setJobOpen = (body: SetJobOpenInput) =>
  api.post<JobOpenBody>('/api/caregiver/mypage/job-open', body);

/** Flips the switch at once, saves, and settles the my-page data on the server's answer. */
export function useSetJobOpen() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (jobOpen: boolean) =>
      mutate<MyPage>(
        myPageKey,
        async (current) => {
          const r = await setJobOpen({ jobOpen });
          return current ? { ...current, jobOpen: r.jobOpen } : current;
        },
        {
          optimisticData: (current) => (current ? { ...current, jobOpen } : (current as unknown as MyPage)),
          rollbackOnError: true,
          revalidate: true,
        },
      ),
    [mutate],
  );
}
