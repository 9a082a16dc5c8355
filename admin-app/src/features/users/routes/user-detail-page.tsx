import { useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ConfirmModal,
  EmptyState,
  ErrorState,
  Skeleton,
  SubPage,
  Toast,
  useTimedValue,
} from '@dolbom/shared-ui';
import { isApiError } from '@dolbom/shared-api';
import { AuditItem } from '../../../components/audit-item';
import { Badge } from '../../../components/card';
import { InfoRow as Row, InfoSection as Section } from '@dolbom/shared-ui';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useOneAtATime } from '../../../hooks/use-one-at-a-time';
import { dateTimeText, errorText } from '../../../lib/format';
import { useAdminUser } from '../api/get-user';
import { SUSPEND_TEXT, useSuspension } from '../api/suspend-user';
import type { AdminUserDetail } from '../api/types';
import { ROLE_LABELS, USERS_TEXT as T } from '../messages';

/** /admin/users/:id 회원 정보: who they are, their role's summary, 이용 정지 / 정지 해제, and the record. */
export function UserDetailPage() {
  const id = Number(useParams().id);
  const { data, error, isLoading, mutate } = useAdminUser(id);
  const [toast, setToast] = useTimedValue<string>(4000);
  const notFound = (error && isApiError(error) && error.status === 404) || !Number.isInteger(id) || id <= 0;

  return (
    <SubPage title={T.detailTitle} fallback="/admin/users">
      {notFound ? (
        <EmptyState message={T.notFound} />
      ) : error && !data ? (
        <ErrorState onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <div role="status" aria-busy="true">
          <Skeleton height={220} />
        </div>
      ) : (
        <Detail user={data} onDone={setToast} />
      )}
      <Toast message={toast} />
    </SubPage>
  );
}

function Detail({ user, onDone }: { user: AdminUserDetail; onDone: (message: string) => void }) {
  const { suspend, unsuspend } = useSuspension();
  const [asking, setAsking] = useState<'suspend' | 'unsuspend' | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const { busy, run } = useOneAtATime();

  const lift = () =>
    run(async () => {
      try {
        await unsuspend(user.id);
        setAsking(null);
        onDone(T.unsuspendedToast);
      } catch (e) {
        console.error(e);
        setAsking(null);
        setFailed(errorText(e));
      }
    });

  return (
    <>
      <Head>
        <Badge $tone="primary">{ROLE_LABELS[user.role]}</Badge>
        {user.suspendedAt && <Badge $tone="danger">{T.suspended}</Badge>}
      </Head>
      <Section title={`${user.name} (${user.loginId})`}>
        <Row label={T.phone}>{user.phone}</Row>
        <Row label={T.role}>{ROLE_LABELS[user.role]}</Row>
        <Row label={T.joinedAt}>{dateTimeText(user.createdAt)}</Row>
        <Row label={T.status}>
          {user.suspendedAt ? T.suspendedSince(dateTimeText(user.suspendedAt)) : T.active}
        </Row>
        {user.manager && (
          <>
            <Row label={T.center}>{user.manager.centerName}</Row>
            <Row label={T.elders}>{T.elderCount(user.manager.elderCount)}</Row>
          </>
        )}
        {user.caregiver && (
          <>
            <Row label={T.resume}>{user.caregiver.resumeRegistered ? T.resumeYes : T.resumeNo}</Row>
            <Row label={T.jobOpen}>{user.caregiver.jobOpen ? T.jobYes : T.jobNo}</Row>
          </>
        )}
      </Section>

      {failed && <Failed role="alert">{failed}</Failed>}
      {user.role === 'ROLE_ADMIN' ? (
        <Note>{T.adminNote}</Note>
      ) : user.suspendedAt ? (
        <Button variant="secondary" onClick={() => (setFailed(null), setAsking('unsuspend'))}>
          {T.unsuspend}
        </Button>
      ) : (
        <Button variant="danger" onClick={() => (setFailed(null), setAsking('suspend'))}>
          {T.suspend}
        </Button>
      )}

      <History aria-label={T.history}>
        <h2>{T.history}</h2>
        {user.history.length === 0 ? (
          <Note>{T.noHistory}</Note>
        ) : (
          user.history.map((entry) => <AuditItem key={entry.id} entry={entry} />)
        )}
      </History>

      <ReasonDialog
        open={asking === 'suspend'}
        title={T.suspendTitle(user.name)}
        description={T.suspendNote}
        label={T.suspendReason}
        placeholder={T.suspendPlaceholder}
        requiredMessage={SUSPEND_TEXT.reason}
        tooLongMessage={SUSPEND_TEXT.reasonLong}
        maxLength={SUSPEND_TEXT.maxLength}
        confirmLabel={T.suspendConfirm}
        confirmVariant="danger"
        onClose={() => setAsking(null)}
        onConfirm={async (reason) => {
          await suspend(user.id, reason);
          setAsking(null);
          onDone(T.suspendedToast);
        }}
      />
      <ConfirmModal
        open={asking === 'unsuspend'}
        title={T.unsuspendTitle(user.name)}
        content={T.unsuspendNote}
        rightLabel={T.unsuspendConfirm}
        rightLoading={busy}
        onClose={() => setAsking(null)}
        onRight={() => void lift()}
      />
    </>
  );
}

const Head = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
`;
const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
`;
const Failed = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const History = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  h2 {
    margin: ${({ theme }) => theme.space.sm}px 0 0;
    font-size: ${({ theme }) => theme.fontSizes.title / 16}rem;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;
