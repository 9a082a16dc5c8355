// The caregiver's side of issue 31 (docs/jobs-api.md): a job proposal and its answer, 근무 종료, 내 일정,
// her past jobs and adding one to her resume's experience. SWR keys are the API paths.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api, type Page } from '@dolbom/shared-api';
import type {
  CaregiverWeek,
  JobDetail,
  JobEndBody,
  JobExperienceResponse,
  JobStatus,
  JobSummary,
  JobTalkBody,
} from '@dolbom/shared-api/contracts';
import { apiPath } from '../../../lib/format';
import { KEY_PREFIX, useRevalidate } from '../../../lib/revalidate';

export const JOBS_PREFIX = '/api/caregiver/jobs';
export const weekKey = '/api/caregiver/week';
export const jobKey = (jobId: number) => `${JOBS_PREFIX}/${jobId}`;
export const jobsKey = (status?: JobStatus) => apiPath(JOBS_PREFIX, { status, size: 20 });

export const useJob = (jobId: number) => useSWR<JobDetail>(Number.isInteger(jobId) ? jobKey(jobId) : null);
export const useWeek = () => useSWR<CaregiverWeek>(weekKey);
export const useJobs = (status?: JobStatus) => useSWR<Page<JobSummary>>(jobsKey(status));

/**
 * One answer to a job, then the cache: the job as answered, and every list it changes (내 일정, her
 * jobs, the near list whose fit counts her hours, 내 정보 and the resume).
 */
function useJobAction<A extends unknown[], R>(send: (jobId: number, ...args: A) => Promise<R>) {
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidate();
  return useCallback(
    async (jobId: number, ...args: A) => {
      const answer = await send(jobId, ...args);
      if (answer && typeof answer === 'object' && 'jobId' in answer)
        await mutate(jobKey(jobId), answer, { revalidate: false });
      else void mutate(jobKey(jobId));
      void revalidate(weekKey, `${JOBS_PREFIX}?`, KEY_PREFIX.near, KEY_PREFIX.mypage, KEY_PREFIX.resume);
      return answer;
    },
    [mutate, revalidate, send],
  );
}

/** POST …/confirm (근무 확정): the server answers a repeat with the same active job. */
const confirm = (jobId: number) => api.post<JobDetail>(`${JOBS_PREFIX}/${jobId}/confirm`);
/** POST …/decline (다시 이야기해요) with her reason. */
const talk = (jobId: number, body: JobTalkBody) =>
  api.post<JobDetail>(`${JOBS_PREFIX}/${jobId}/decline`, body);
/** POST …/end (근무 종료). */
const end = (jobId: number, body: JobEndBody) => api.post<JobDetail>(`${JOBS_PREFIX}/${jobId}/end`, body);
/** POST …/experience: the ended job onto her resume's experience. */
const addExperience = (jobId: number) =>
  api.post<JobExperienceResponse>(`${JOBS_PREFIX}/${jobId}/experience`);

export const useConfirmJob = () => useJobAction(confirm);
export const useTalkJob = () => useJobAction(talk);
export const useEndJob = () => useJobAction(end);
export const useAddExperience = () => useJobAction(addExperience);
