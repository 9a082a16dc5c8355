// 근로계약서 (issue 33) for both remotes: one contract (a version of it), signing, the caregiver's change
// request and the PDF download. SWR keys are the API paths, so a notification that revalidates
// `/api/{role}/contracts/…` refreshes an open contract screen.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api, idempotencyHeaders } from '@dolbom/shared-api';
import type {
  ContractChangeBody,
  ContractDetail,
  JobContract,
  SignContractBody,
} from '@dolbom/shared-api/contracts';

export type ContractRole = 'caregiver' | 'manager';

export const contractKey = (role: ContractRole, id: number, version?: number | null) =>
  `/api/${role}/contracts/${id}${version ? `?version=${version}` : ''}`;

/** One contract: the latest version, or `version` when given. */
export function useContract(role: ContractRole, id: number, version?: number | null) {
  return useSWR<ContractDetail>(Number.isInteger(id) && id > 0 ? contractKey(role, id, version) : null);
}

/** The answer becomes the screen's data at once; the other versions' keys revalidate. */
function useStore(role: ContractRole) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (detail: ContractDetail) => {
      await mutate(contractKey(role, detail.contractId), detail, { revalidate: false });
      void mutate(
        (key) => typeof key === 'string' && key.startsWith(`${contractKey(role, detail.contractId)}?`),
      );
      return detail;
    },
    [mutate, role],
  );
}

/** POST …/sign with the form run's Idempotency-Key: a double tap signs once. */
export function useSignContract(role: ContractRole) {
  const store = useStore(role);
  return useCallback(
    async (id: number, body: SignContractBody, requestKey: string) =>
      store(
        await api.post<ContractDetail>(`/api/${role}/contracts/${id}/sign`, body, {
          headers: idempotencyHeaders(requestKey),
        }),
      ),
    [role, store],
  );
}

/** POST /api/caregiver/contracts/{id}/change-requests (`이 부분을 고쳐주세요`). */
export function useAskContractChange() {
  const store = useStore('caregiver');
  return useCallback(
    async (id: number, body: ContractChangeBody, requestKey: string) =>
      store(
        await api.post<ContractDetail>(`/api/caregiver/contracts/${id}/change-requests`, body, {
          headers: idempotencyHeaders(requestKey),
        }),
      ),
    [store],
  );
}

/** Downloads a signed version's PDF (`근로계약서-<id>-v<n>.pdf`): fetched with the token, saved by the browser. */
export async function downloadContractPdf(role: ContractRole, id: number, version: number): Promise<void> {
  const { data } = await api.blob(`/api/${role}/contracts/${id}/pdf`, { query: { version } });
  const url = URL.createObjectURL(data);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = `근로계약서-${id}-v${version}.pdf`;
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** GET /api/{role}/jobs/{jobId}/contract: the job's contract id (and the manager's form values). */
export function useJobContract(role: ContractRole, jobId: number) {
  return useSWR<JobContract>(
    Number.isInteger(jobId) && jobId > 0 ? `/api/${role}/jobs/${jobId}/contract` : null,
  );
}
