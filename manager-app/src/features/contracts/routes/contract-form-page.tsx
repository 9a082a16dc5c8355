import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import styled from 'styled-components';
import { Button, Checkbox, ChipGroup, ErrorState, SkeletonList, SubPage, TextField } from '@dolbom/shared-ui';
import { api, idempotencyHeaders, isApiError, newIdempotencyKey } from '@dolbom/shared-api';
import { contractKey, useJobContract } from '@dolbom/shared-api/hooks';
import {
  contractBodySchema,
  contractProblems,
  INSURANCE_LABELS,
  INSURANCES,
  minimumWageText,
  PAY_METHODS,
  proposalMinimumWage,
  WEEKDAY_LABELS,
  type ContractDetail,
  type ContractInput,
  type JobDetail,
  type PayMethod,
} from '@dolbom/shared-api/contracts';
import { formatNumber, parseWage } from '../../../lib/format';
import { fieldErrors } from '../../../lib/zod-errors';
import { useJob } from '../../jobs/api/jobs';

/** /jobs/:jobId/contract: 근로계약서 만들기 (or 고치기: every save is a new version both sign again). */
export function ContractFormPage() {
  const jobId = Number(useParams().jobId);
  const job = useJob(jobId);
  const form = useJobContract('manager', jobId);
  const failed = (job.error && !job.data) || (form.error && !form.data);
  return (
    <SubPage
      title={form.data?.contractId ? '근로계약서 고치기' : '근로계약서 만들기'}
      fallback={`/jobs/${jobId}`}
    >
      {failed ? (
        <ErrorState
          onRetry={() => {
            void job.mutate();
            void form.mutate();
          }}
        />
      ) : !job.data || !form.data?.draft ? (
        <SkeletonList count={3} />
      ) : (
        <ContractForm
          job={job.data}
          draft={form.data.draft as ContractInput}
          existing={form.data.contractId}
        />
      )}
    </SubPage>
  );
}

function ContractForm({
  job,
  draft: first,
  existing,
}: {
  job: JobDetail;
  draft: ContractInput;
  existing: number | null;
}) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [draft, setDraft] = useState(first);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  // One key for this run of the form: a double tap or a retry makes one version.
  const [requestKey] = useState(newIdempotencyKey);
  const update = (patch: Partial<ContractInput>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !(k.split('.')[0]! in patch))));
  };
  const minimum = proposalMinimumWage(draft.startDate || job.startDate, new Date());

  async function submit() {
    if (busy) return;
    setFailure('');
    const parsed = contractBodySchema.safeParse(draft);
    const problems = parsed.success
      ? contractProblems(parsed.data, job.schedule, new Date())
      : fieldErrors(parsed.error);
    if (Object.keys(problems).length) return setErrors(problems);
    setBusy(true);
    try {
      const saved = await api.post<ContractDetail>(`/api/manager/jobs/${job.jobId}/contract`, draft, {
        headers: idempotencyHeaders(requestKey),
      });
      await mutate(contractKey('manager', saved.contractId), saved, { revalidate: false });
      void mutate(`/api/manager/jobs/${job.jobId}/contract`);
      navigate(`/contracts/${saved.contractId}`, { replace: true });
    } catch (e) {
      setBusy(false);
      if (isApiError(e) && e.fields) setErrors(e.fields);
      setFailure(isApiError(e) ? e.message : '저장하지 못했어요. 다시 시도해주세요.');
    }
  }

  const dayError = Object.entries(errors).find(([k]) => k.startsWith('days'))?.[1];
  return (
    <Form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Lead>
        {job.caregiverName} 요양보호사 · {job.elderName} 어르신. 근무 내용으로 채웠어요. 확인하고 더할 내용을
        적어주세요.
        {existing ? ' 고치면 새 버전이 되고, 두 사람이 다시 서명해요.' : ''}
      </Lead>
      <TextField
        label="근로개시일"
        type="date"
        value={draft.startDate}
        error={errors.startDate}
        onChange={(e) => update({ startDate: e.target.value })}
      />
      <TextField
        label="계약 종료일 (없으면 비워두세요)"
        type="date"
        value={draft.endDate ?? ''}
        error={errors.endDate}
        onChange={(e) => update({ endDate: e.target.value || null })}
      />
      <Fieldset>
        <legend>근로일과 휴게 시간</legend>
        <Hint>하루 4시간 이상 일하면 30분, 8시간 이상이면 1시간 이상 쉬어야 해요.</Hint>
        {draft.days.map((d, i) =>
          d ? (
            <Day key={i}>
              <strong>
                {WEEKDAY_LABELS[i]}요일 {d.start}~{d.end}
              </strong>
              <Times>
                <TextField
                  label="휴게 시작"
                  type="time"
                  value={d.breakStart ?? ''}
                  onChange={(e) =>
                    update({ days: withBreak(draft.days, i, { breakStart: e.target.value || null }) })
                  }
                />
                <TextField
                  label="휴게 끝"
                  type="time"
                  value={d.breakEnd ?? ''}
                  onChange={(e) =>
                    update({ days: withBreak(draft.days, i, { breakEnd: e.target.value || null }) })
                  }
                />
              </Times>
            </Day>
          ) : null,
        )}
        {dayError && <ErrorText role="alert">{dayError}</ErrorText>}
      </Fieldset>
      <TextField
        label="시급"
        inputMode="numeric"
        autoComplete="off"
        value={formatNumber(draft.hourlyWage)}
        helper={`${minimumWageText(minimum.year)} 이상으로 적어주세요.`}
        error={errors.hourlyWage}
        right={<Unit aria-hidden="true">원</Unit>}
        onChange={(e) => update({ hourlyWage: parseWage(e.target.value) })}
      />
      <TextField
        label="임금 지급일 (매월)"
        inputMode="numeric"
        value={String(draft.payDay || '')}
        error={errors.payDay}
        right={<Unit aria-hidden="true">일</Unit>}
        onChange={(e) => update({ payDay: Number(e.target.value.replace(/\D/g, '').slice(0, 2)) || 0 })}
      />
      <ChipGroup<PayMethod>
        label="지급 방법"
        options={PAY_METHODS.map((m) => ({ value: m, label: m }))}
        columns={2}
        value={draft.payMethod}
        error={errors.payMethod}
        onChange={(payMethod) => update({ payMethod })}
      />
      <TextField
        label="업무 내용"
        value={draft.duties}
        maxLength={300}
        error={errors.duties}
        onChange={(e) => update({ duties: e.target.value })}
      />
      <Fieldset>
        <legend>사회보험 적용</legend>
        {INSURANCES.map((k) => (
          <Checkbox
            key={k}
            label={INSURANCE_LABELS[k]}
            checked={draft.insurance[k]}
            onChange={(e) => update({ insurance: { ...draft.insurance, [k]: e.target.checked } })}
          />
        ))}
      </Fieldset>
      <Label htmlFor="contract-extra">더 적을 내용 (기타, 선택)</Label>
      <TextArea
        id="contract-extra"
        rows={4}
        maxLength={1000}
        value={draft.extra}
        onChange={(e) => update({ extra: e.target.value })}
      />
      {errors.extra && <ErrorText role="alert">{errors.extra}</ErrorText>}
      {failure && <ErrorText role="alert">{failure}</ErrorText>}
      <Button type="submit" size="large" fullWidth loading={busy} disabled={busy}>
        {existing ? '고친 계약서 보내기' : '계약서 보내기'}
      </Button>
    </Form>
  );
}

const withBreak = (
  days: ContractInput['days'],
  i: number,
  patch: Partial<NonNullable<ContractInput['days'][number]>>,
) => days.map((d, n) => (n === i && d ? { ...d, ...patch } : d));

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
`;
const Lead = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
`;
const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs}px;
    font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Day = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
`;
const Times = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  & > * {
    flex: 1 1 8rem;
  }
`;
const Unit = styled.span`
  display: flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space.xs}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin-bottom: -${({ theme }) => theme.space.md}px;
`;
const TextArea = styled.textarea`
  width: 100%;
  padding: ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md}px;
  font: inherit;
`;
const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
