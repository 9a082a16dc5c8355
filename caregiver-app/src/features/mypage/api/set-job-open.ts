import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@dolbom/shared-api';
import {
  jobOpenSetBodySchema,
  type JobOpenResponse,
  type JobOpenSetBody,
  type MyPage,
} from '@dolbom/shared-api/contracts';
import { myPageKey } from '../../../api/get-my-page';

/** The switch's new value: sent explicitly, so a retried request cannot flip it back. */
export const setJobOpenInputSchema = jobOpenSetBodySchema;
export type SetJobOpenInput = JobOpenSetBody;

/** POST /api/caregiver/mypage/job-open {jobOpen} → {isJobOpen, jobOpen}. */
export const setJobOpen = (body: SetJobOpenInput) =>
  api.post<JobOpenResponse>('/api/caregiver/mypage/job-open', body);

/** Flips the switch at once, saves, and settles the my-page data on the server's answer. */
export function useSetJobOpen() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (jobOpen: boolean) =>
      mutate<MyPage>(
        myPageKey,
        async (current) => {
          const r = await setJobOpen({ jobOpen });
          return current ? { ...current, jobOpen: r.isJobOpen } : current;
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
