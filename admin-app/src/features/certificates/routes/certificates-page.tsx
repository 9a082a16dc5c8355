import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ConfirmModal, SegmentedTabs, SubPage, Toast, useTimedValue } from '@dolbom/shared-ui';
import { Badge, Card, CardActions, CardLine, CardTitle } from '../../../components/card';
import { PagedList } from '../../../components/paged-list';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useOneAtATime } from '../../../hooks/use-one-at-a-time';
import { dateTimeText, errorText } from '../../../lib/format';
import { certificatesKey, useDecideCertificate } from '../api/certificates';
import {
  CERTIFICATE_REASON_MAX,
  CERTIFICATE_REASON_MESSAGE,
  type AdminCertificate,
  type CertificateStatus,
} from '../api/types';
import { PrivatePhoto } from '../../../components/private-photo';

const TABS = [
  { value: 'PENDING', label: '확인 대기' },
  { value: 'CONFIRMED', label: '확인됨' },
  { value: 'REFUSED', label: '반려됨' },
] as const satisfies readonly { value: CertificateStatus; label: string }[];

const T = {
  title: '자격증 확인',
  tabs: '자격증 상태',
  list: '자격증 목록',
  intro: '사진 속 자격증 번호와 이름이 아래와 같은지 확인해주세요.',
  empty: {
    PENDING: '확인을 기다리는 자격증이 없어요',
    CONFIRMED: '확인한 자격증이 없어요',
    REFUSED: '반려한 자격증이 없어요',
  } satisfies Record<CertificateStatus, string>,
  code: '자격증 번호',
  submitted: (d: string) => `${d} 제출`,
  confirm: '확인',
  refuse: '반려',
  confirmTitle: (name: string) => `${name} 님의 자격증을 확인했나요?`,
  confirmNote: (code: string) => `자격증 번호 ${code}\n확인하면 사회복지사에게 자격 확인됨이 보여요.`,
  refuseTitle: (name: string) => `${name} 님의 자격증을 반려할까요?`,
  refuseNote: '요양보호사에게 이유가 보여요. 새 사진을 다시 보낼 수 있어요.',
  reason: '반려 이유',
  reasonPlaceholder: '예: 사진이 흐려서 번호가 보이지 않아요',
  confirmed: (name: string) => `${name} 님의 자격증을 확인했어요`,
  refused: (name: string) => `${name} 님의 자격증을 반려했어요`,
  decided: (who: string, d: string) => `${who} · ${d} 처리`,
  status: { PENDING: '확인 대기', CONFIRMED: '확인됨', REFUSED: '반려됨' } satisfies Record<
    CertificateStatus,
    string
  >,
} as const;

/** /admin/certificates 자격증 확인: the private photo beside the full number; confirm, or refuse with a reason. */
export function CertificatesPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status: CertificateStatus = TABS.some((t) => t.value === raw)
    ? (raw as CertificateStatus)
    : 'PENDING';
  const { confirm, refuse } = useDecideCertificate();
  const { busy, run } = useOneAtATime();
  const [confirming, setConfirming] = useState<AdminCertificate | null>(null);
  const [refusing, setRefusing] = useState<AdminCertificate | null>(null);
  const [toast, setToast] = useTimedValue<string>(4000);

  const doConfirm = () =>
    run(async () => {
      if (!confirming) return;
      try {
        await confirm(confirming.id);
        setToast(T.confirmed(confirming.name));
      } catch (e) {
        console.error(e);
        setToast(errorText(e));
      } finally {
        setConfirming(null);
      }
    });

  return (
    <SubPage title={T.title} fallback="/">
      <SegmentedTabs
        label={T.tabs}
        items={TABS}
        value={status}
        onChange={(s) => setParams(s === 'PENDING' ? {} : { status: s }, { replace: true })}
      />
      {status === 'PENDING' && <p>{T.intro}</p>}
      <PagedList<AdminCertificate>
        key={status}
        label={T.list}
        keyFor={(page) => certificatesKey(status, page)}
        itemKey={(c) => c.id}
        empty={T.empty[status]}
        showTotal
        renderItem={(c) => (
          <Card aria-label={`${c.name} (${c.loginId}) 자격증`}>
            <Top>
              <CardTitle>
                {c.name} ({c.loginId})
              </CardTitle>
              <Badge
                $tone={c.status === 'REFUSED' ? 'danger' : c.status === 'CONFIRMED' ? 'primary' : 'neutral'}
              >
                {T.status[c.status]}
              </Badge>
            </Top>
            <Code>
              <span>{T.code}</span>
              <strong>{c.certificateCode}</strong>
            </Code>
            <PrivatePhoto
              path={c.photoUrl}
              alt={`${c.name} 님의 요양보호사 자격증 사진`}
              failed="자격증 사진을 불러오지 못했어요"
              open={`${c.name} 님 자격증 사진 크게 보기`}
            />
            <CardLine>{T.submitted(dateTimeText(c.submittedAt))}</CardLine>
            {c.decidedAt && (
              <CardLine>
                {T.decided(c.decidedBy ? c.decidedBy.name : '운영자', dateTimeText(c.decidedAt))}
              </CardLine>
            )}
            {c.refuseReason && <CardLine>반려 이유: {c.refuseReason}</CardLine>}
            {c.status === 'PENDING' && (
              <CardActions>
                <Button variant="outline" size="medium" disabled={busy} onClick={() => setRefusing(c)}>
                  {T.refuse}
                </Button>
                <Button size="medium" disabled={busy} onClick={() => setConfirming(c)}>
                  {T.confirm}
                </Button>
              </CardActions>
            )}
          </Card>
        )}
      />
      <ConfirmModal
        open={confirming !== null}
        title={T.confirmTitle(confirming?.name ?? '')}
        content={T.confirmNote(confirming?.certificateCode ?? '')}
        rightLabel={T.confirm}
        rightLoading={busy}
        onClose={() => !busy && setConfirming(null)}
        onRight={() => void doConfirm()}
      />
      <ReasonDialog
        open={refusing !== null}
        title={T.refuseTitle(refusing?.name ?? '')}
        description={T.refuseNote}
        label={T.reason}
        placeholder={T.reasonPlaceholder}
        requiredMessage={CERTIFICATE_REASON_MESSAGE}
        tooLongMessage={CERTIFICATE_REASON_MESSAGE}
        maxLength={CERTIFICATE_REASON_MAX}
        confirmLabel={T.refuse}
        confirmVariant="danger"
        onClose={() => setRefusing(null)}
        onConfirm={async (reason) => {
          if (!refusing) return;
          await refuse(refusing.id, reason);
          setToast(T.refused(refusing.name));
          setRefusing(null);
        }}
      />
      <Toast message={toast} />
    </SubPage>
  );
}

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const Code = styled.p`
  display: flex;
  flex-direction: column;
  margin: 0;
  span {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.title / 16}rem;
    letter-spacing: 0.02em;
    font-variant-numeric: tabular-nums;
  }
`;
