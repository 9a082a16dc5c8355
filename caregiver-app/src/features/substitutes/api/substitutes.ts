// The caregiver's side of 대체 근무 (issue 35, ADR 0042): `이날 못 가요` on her job, the requests she was
// asked with 수락, and `대체 근무 알림 받기`. SWR keys are the API paths; an open list updates live, since
// the notification stream revalidates every mounted /api/caregiver/ key (a request closing is a notification).
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@dolbom/shared-api';
import type {
  AbsenceBody,
  AbsenceResponse,
  CaregiverSubstitute,
  CaregiverSubstituteList,
  SubstituteAlertsBody,
} from '@dolbom/shared-api/contracts';
import { weekKey } from '../../jobs/api/jobs';

export const substitutesKey = '/api/caregiver/substitutes';

export const useSubstitutes = () => useSWR<CaregiverSubstituteList>(substitutesKey);

/** POST /api/caregiver/jobs/{jobId}/absence: the same days again add nothing. */
export function useReportAbsence() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (jobId: number, body: AbsenceBody) => {
      const answer = await api.post<AbsenceResponse>(`/api/caregiver/jobs/${jobId}/absence`, body);
      void mutate(weekKey);
      return answer;
    },
    [mutate],
  );
}

/** POST …/accept: the first wins; a later one is answered 409 `마감되었어요`. */
export function useAcceptSubstitute() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number) => {
      try {
        return await api.post<CaregiverSubstitute>(`${substitutesKey}/${id}/accept`);
      } finally {
        void mutate(substitutesKey);
        void mutate(weekKey);
      }
    },
    [mutate],
  );
}

/** PUT …/alerts: `대체 근무 알림 받기`. */
export function useSetSubstituteAlerts() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (alerts: boolean) => {
      const body: SubstituteAlertsBody = { alerts };
      const answer = await api.put<SubstituteAlertsBody>(`${substitutesKey}/alerts`, body);
      await mutate(
        substitutesKey,
        (list?: CaregiverSubstituteList) => (list ? { ...list, alerts: answer.alerts } : list),
        { revalidate: false },
      );
      return answer;
    },
    [mutate],
  );
}
