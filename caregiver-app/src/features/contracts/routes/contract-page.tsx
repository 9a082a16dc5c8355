import { useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BottomSheet, Button, SkeletonList, SubPage } from '@dolbom/shared-ui';
import { ContractScreen } from '@dolbom/shared-ui/contract';
import { isApiError, newIdempotencyKey, NETWORK_ERROR_MESSAGE } from '@dolbom/shared-api';
import {
  downloadContractPdf,
  useAskContractChange,
  useContract,
  useSignContract,
} from '@dolbom/shared-api/hooks';
import {
  CONTRACT_MESSAGES,
  CONTRACT_SECTION_LABELS,
  contractChangeBodySchema,
  type ContractDetail,
  type ContractSection,
} from '@dolbom/shared-api/contracts';
import { DetailLoadError } from '../../../components/detail-load-error';
import { ReportAction } from '../../../components/report-action';

/** /contracts/:contractId — her 근로계약서: read section by section, sign, ask for a change, download. */
export function ContractPage() {
  const id = Number(useParams().contractId);
  const [params] = useSearchParams();
  const version = Number(params.get('version')) || null;
  const { data, error, mutate, isValidating } = useContract('caregiver', id, version);
  const sign = useSignContract('caregiver');
  const [asking, setAsking] = useState<ContractSection | null>(null);
  return (
    <SubPage title="근로계약서" fallback="/schedule">
      {error && !data && (
        <DetailLoadError
          error={error}
          onRetry={() => void mutate()}
          retrying={isValidating}
          what="근로계약서"
          back={{ to: '/schedule', label: '내 일정으로' }}
        />
      )}
      {!data && !error && <SkeletonList count={3} />}
      {data && (
        <>
          <ContractScreen
            role="caregiver"
            contract={data}
            signerName={data.fields.employee.name}
            onSign={(body, key) => sign(id, body, key)}
            onDownload={(v) => downloadContractPdf('caregiver', id, v)}
            onAskChange={setAsking}
          />
          <ChangeSheet contract={data} section={asking} onClose={() => setAsking(null)} />
          <ReportAction
            targetType="CONTRACT"
            targetId={id}
            intro="이 근로계약서를 신고하는 이유를 골라주세요."
          />
        </>
      )}
    </SubPage>
  );
}

/** `이 부분을 고쳐주세요`: what should change in one section; the social worker is told. */
function ChangeSheet({
  contract,
  section,
  onClose,
}: {
  contract: ContractDetail;
  section: ContractSection | null;
  onClose: () => void;
}) {
  const ask = useAskContractChange();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const requestKey = useRef(newIdempotencyKey());
  const close = () => {
    setText('');
    setError(null);
    setSent(false);
    requestKey.current = newIdempotencyKey();
    onClose();
  };
  const submit = async () => {
    if (busy || !section) return;
    const body = { version: contract.version, section, text };
    const parsed = contractChangeBodySchema.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? CONTRACT_MESSAGES.changeText);
    setBusy(true);
    setError(null);
    try {
      await ask(contract.contractId, body, requestKey.current);
      setSent(true);
    } catch (err) {
      setError(isApiError(err) ? err.message : NETWORK_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  };
  return (
    <BottomSheet open={section !== null} onClose={close} title="이 부분을 고쳐주세요">
      <SheetBody>
        {sent ? (
          <>
            <p role="status">사회복지사에게 전했어요. 고친 계약서가 오면 알려드릴게요.</p>
            <Button size="large" fullWidth onClick={close}>
              확인
            </Button>
          </>
        ) : (
          <>
            <p>{section ? CONTRACT_SECTION_LABELS[section] : ''}</p>
            <label htmlFor="change-text">어떻게 고치면 좋을지 적어주세요</label>
            <TextArea
              id="change-text"
              rows={4}
              maxLength={500}
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={error ? true : undefined}
            />
            {error && <ErrorText role="alert">{error}</ErrorText>}
            <Button size="large" fullWidth onClick={() => void submit()} disabled={busy} aria-busy={busy}>
              {busy ? '보내는 중…' : '고쳐달라고 보내기'}
            </Button>
          </>
        )}
      </SheetBody>
    </BottomSheet>
  );
}

const SheetBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.layout.pagePadding}px;
  p,
  label {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  }
`;
const TextArea = styled.textarea`
  width: 100%;
  padding: ${({ theme }) => theme.space.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md}px;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
`;
const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
