import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, SegmentedTabs, SubPage, Toast, useTimedValue } from '@dolbom/shared-ui';
import { Badge, Card, CardLine, CardTitle } from '../../../components/card';
import { PagedList } from '../../../components/paged-list';
import { ReasonDialog } from '../../../components/reason-dialog';
import { dateTimeText } from '../../../lib/format';
import { reportsKey, useResolveReport } from '../api/reports';
import { ReportedContent } from '../components/reported-content';
import { REPORT_NOTE_MAX, REPORT_NOTE_MESSAGE, type AdminReport, type ReportStatus } from '../api/types';

const TABS = [
  { value: 'OPEN', label: '처리 전' },
  { value: 'RESOLVED', label: '처리함' },
] as const satisfies readonly { value: ReportStatus; label: string }[];

const T = {
  title: '신고',
  tabs: '신고 상태',
  list: '신고 목록',
  empty: { OPEN: '처리할 신고가 없어요', RESOLVED: '처리한 신고가 없어요' } satisfies Record<
    ReportStatus,
    string
  >,
  reporter: (who: string, d: string) => `신고한 사람 ${who} · ${d}`,
  deleted: '탈퇴한 회원',
  target: '신고 대상 회원 보기',
  resolve: '처리하기',
  resolveTitle: '이 신고를 처리할까요?',
  resolveNote: '어떻게 처리했는지 적어두면 감사 기록에 남아요. 계정 정지는 신고 대상 회원 화면에서 해요.',
  note: '처리 내용 (선택)',
  notePlaceholder: '예: 공고 내용 확인, 센터에 연락해 수정 요청',
  resolved: '신고를 처리했어요',
  resolvedBy: (who: string, d: string) => `${who} · ${d} 처리`,
} as const;

/** /admin/reports 신고: what was reported, why, by whom; 처리하기 with an optional note. */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const status: ReportStatus = params.get('status') === 'RESOLVED' ? 'RESOLVED' : 'OPEN';
  const resolve = useResolveReport();
  const [resolving, setResolving] = useState<AdminReport | null>(null);
  const [toast, setToast] = useTimedValue<string>(4000);

  return (
    <SubPage title={T.title} fallback="/">
      <SegmentedTabs
        label={T.tabs}
        items={TABS}
        value={status}
        onChange={(s) => setParams(s === 'OPEN' ? {} : { status: s }, { replace: true })}
      />
      <PagedList<AdminReport>
        key={status}
        label={T.list}
        keyFor={(page) => reportsKey(status, page)}
        itemKey={(r) => r.id}
        empty={T.empty[status]}
        showTotal
        renderItem={(r) => (
          <Card aria-label={`신고 ${r.targetLabel}`}>
            <div>
              <Badge $tone={r.status === 'OPEN' ? 'danger' : 'neutral'}>{r.reasonLabel}</Badge>
            </div>
            <CardTitle>{r.targetLabel}</CardTitle>
            {r.text && <Quote>{r.text}</Quote>}
            {(r.targetType === 'MESSAGE' || r.targetType === 'REVIEW' || r.targetType === 'CONTRACT') && (
              <ReportedContent kind={r.targetType} id={r.targetId} open={r.status === 'OPEN'} />
            )}
            <CardLine>
              {T.reporter(
                r.reporter ? `${r.reporter.name} (${r.reporter.loginId})` : T.deleted,
                dateTimeText(r.createdAt),
              )}
            </CardLine>
            {r.resolvedAt && (
              <CardLine>
                {T.resolvedBy(r.resolvedBy ? r.resolvedBy.name : '운영자', dateTimeText(r.resolvedAt))}
              </CardLine>
            )}
            {r.resolutionNote && <CardLine>처리 내용: {r.resolutionNote}</CardLine>}
            {r.targetUser && (
              <TargetLink to={`/admin/users/${r.targetUser.id}`}>
                {T.target}
                <span>
                  {r.targetUser.name} ({r.targetUser.loginId})
                </span>
              </TargetLink>
            )}
            {r.status === 'OPEN' && (
              <Button size="medium" fullWidth onClick={() => setResolving(r)}>
                {T.resolve}
              </Button>
            )}
          </Card>
        )}
      />
      <ReasonDialog
        open={resolving !== null}
        title={T.resolveTitle}
        description={T.resolveNote}
        label={T.note}
        placeholder={T.notePlaceholder}
        tooLongMessage={REPORT_NOTE_MESSAGE}
        maxLength={REPORT_NOTE_MAX}
        confirmLabel={T.resolve}
        onClose={() => setResolving(null)}
        onConfirm={async (note) => {
          if (!resolving) return;
          await resolve(resolving.id, note);
          setResolving(null);
          setToast(T.resolved);
        }}
      />
      <Toast message={toast} />
    </SubPage>
  );
}

const Quote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.backgroundPage};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const TargetLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: 3rem;
  margin-top: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => `${theme.space.xxs}px ${theme.space.sm}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.borderStrong};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  span {
    font-weight: ${({ theme }) => theme.fontWeights.regular};
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  }
`;
