// The manager's side of issue 31 (docs/jobs-api.md): connections, job proposals, the job detail, its
// end, 배정 현황 and the home's per-elder counts. SWR keys are the API paths.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api, idempotencyHeaders, type Page } from '@dolbom/shared-api';
import type {
  Assignments,
  Connection,
  ElderCounts,
  JobDetail,
  JobEndBody,
  JobProposalBody,
} from '@dolbom/shared-api/contracts';
import { keysUnder, withQuery } from '../../../api/query';

/** Enough for one elder's connections on one page (the contract's largest page). */
const CONNECTIONS_PAGE = 50;

export const connectionsKey = (elderId?: number | null) =>
  withQuery('/api/manager/connections', { elderId, size: CONNECTIONS_PAGE });
export const connectionKey = (connectionId: number) => `/api/manager/connections/${connectionId}`;
export const jobKey = (jobId: number) => `/api/manager/jobs/${jobId}`;
export const assignmentsKey = '/api/manager/assignments';
export const elderCountsKey = '/api/manager/elder-counts';

/** GET /api/manager/connections?elderId=: the elder's accepted contacts and applies. */
export function useConnections(elderId: number | null | undefined) {
  return useSWR<Page<Connection>>(elderId ? connectionsKey(elderId) : null);
}

/** The connection an accepted contact or apply became (found in its elder's connections). */
export function useConnectionOf(
  elderId: number,
  from: { contactId: number } | { applyId: number },
): Connection | null {
  const { data } = useConnections(elderId);
  return (
    data?.content.find((c) =>
      'contactId' in from ? c.contactId === from.contactId : c.applyId === from.applyId,
    ) ?? null
  );
}

export function useConnection(connectionId: number) {
  return useSWR<Connection>(Number.isInteger(connectionId) ? connectionKey(connectionId) : null);
}

export function useJob(jobId: number) {
  return useSWR<JobDetail>(Number.isInteger(jobId) ? jobKey(jobId) : null);
}

export function useAssignments() {
  return useSWR<Assignments>(assignmentsKey);
}

/** The home switcher's counts; a failure only leaves the counts out (the switcher still works). */
export function useElderCounts() {
  return useSWR<ElderCounts>(elderCountsKey);
}

/** Everything a job event changes: connections, jobs, 배정 현황, the counts, the posting's 모집 state. */
const JOB_KEYS = keysUnder(
  '/api/manager/connections',
  '/api/manager/jobs',
  assignmentsKey,
  elderCountsKey,
  '/api/manager/elder',
  '/api/manager/apply',
  '/api/manager/contact',
);

/** POST /api/manager/jobs (채용 제안), with the form run's Idempotency-Key: a retry makes one job. */
export function useProposeJob() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: JobProposalBody, requestKey: string) => {
      const job = await api.post<JobDetail>('/api/manager/jobs', body, {
        headers: idempotencyHeaders(requestKey),
      });
      void mutate(JOB_KEYS);
      return job;
    },
    [mutate],
  );
}

/** POST /api/manager/jobs/{jobId}/end (근무 종료). */
export function useEndJob() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (jobId: number, body: JobEndBody) => {
      const job = await api.post<JobDetail>(`/api/manager/jobs/${jobId}/end`, body);
      await mutate(jobKey(jobId), job, { revalidate: false });
      void mutate(JOB_KEYS);
      return job;
    },
    [mutate],
  );
}
