import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ConfirmModal, Header, PageBody, RouteToast } from '@dolbom/shared-ui';
import { GENDER_LABELS, rankLabel } from '@dolbom/shared-api/contracts';
import { useElders } from '../../../api/get-elders';
import type { ElderListItem } from '../../../api/types';
import { ActionError } from '../../../components/for-selected-elder';
import { ListState } from '../../../components/list-state';
import { useSetPosting } from '../api/set-posting';
import { ageOf } from '../../../lib/format';

const T = {
  title: '등록한 어르신',
  register: '어르신 등록',
  empty: '등록한 어르신이 없어요',
  emptyHint: '어르신을 등록하면 꼭 맞는 요양보호사를 찾아드려요.',
  edit: '자세히 보기',
  recruiting: '모집 중',
  closed: '모집 완료',
  close: '모집 완료하기',
  reopen: '다시 모집하기',
  closedNote: '요양보호사에게 보이지 않아요',
  careEnded: (reason: string) => `돌봄 종료 · ${reason}`,
  failed: '모집 상태를 바꾸지 못했어요. 다시 시도해주세요.',
  confirmCloseTitle: (name: string) => `${name} 어르신 모집을 마칠까요?`,
  confirmClose:
    '요양보호사에게 더 이상 보이지 않고, 새 지원을 받지 않아요.\n이미 받은 지원은 그대로 남아요. 언제든 다시 모집할 수 있어요.',
  confirmCloseLeft: '취소',
  confirmCloseRight: '모집 완료하기',
} as const;

/**
 * /elder-admin 어르신 관리: the manager's elders with grade, address and posting state (모집 중 /
 * 모집 완료, closed or reopened here; 돌봄 종료 for good); one opens its detail (issue 30).
 */
export function ElderAdminPage() {
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useElders();
  const setPosting = useSetPosting();
  const [busy, setBusy] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  // Issue 30: closing took one tap with no confirmation; 모집 완료하기 asks first (reopening does not).
  const [closing, setClosing] = useState<ElderListItem | null>(null);

  async function toggle(e: ElderListItem) {
    if (busy !== null) return;
    setBusy(e.elderId);
    setFailed(false);
    try {
      await setPosting(e.elderId, !e.recruiting);
    } catch (err) {
      console.error(err);
      setFailed(true);
    } finally {
      setBusy(null);
      setClosing(null);
    }
  }
  return (
    <>
      <RouteToast />
      <Header title={T.title} />
      <PageBody $gap={16}>
        <Button onClick={() => navigate('/elder-register')}>{T.register}</Button>
        {/* 배정 현황 (issue 31): who works for which elder, when. */}
        <Button variant="secondary" onClick={() => navigate('/assignments')}>
          배정 현황
        </Button>
        {failed && <ActionError>{T.failed}</ActionError>}
        <ListState
          items={data}
          error={error}
          isLoading={isLoading}
          onRetry={() => mutate()}
          empty={T.empty}
          emptyHint={T.emptyHint}
        >
          {(elders) => (
            <List>
              {elders.map((e) => (
                <Item key={e.elderId}>
                  <Row to={`/elder-admin/${e.elderId}`}>
                    <Top>
                      <Name>{e.elderName}</Name>
                      <Rank>{rankLabel(e.rank)}</Rank>
                      <Posting $open={e.recruiting}>
                        {e.careEnded ? T.careEnded(e.careEnded) : e.recruiting ? T.recruiting : T.closed}
                      </Posting>
                    </Top>
                    <Sub>
                      {GENDER_LABELS[e.gender]} · {ageOf(e.birth)}세
                    </Sub>
                    <Sub>{e.address}</Sub>
                    {!e.recruiting && !e.careEnded && <Sub>{T.closedNote}</Sub>}
                    <Edit aria-hidden="true">{T.edit} ›</Edit>
                  </Row>
                  {/* 돌봄 종료 (issue 30) is for good: no reopening. */}
                  {!e.careEnded && (
                    <Button
                      variant="outline"
                      size="medium"
                      aria-label={`${e.elderName} 어르신 ${e.recruiting ? T.close : T.reopen}`}
                      loading={busy === e.elderId}
                      onClick={() => (e.recruiting ? setClosing(e) : void toggle(e))}
                    >
                      {e.recruiting ? T.close : T.reopen}
                    </Button>
                  )}
                </Item>
              ))}
            </List>
          )}
        </ListState>
      </PageBody>
      <ConfirmModal
        open={closing !== null}
        title={closing ? T.confirmCloseTitle(closing.elderName) : undefined}
        content={T.confirmClose}
        leftLabel={T.confirmCloseLeft}
        rightLabel={T.confirmCloseRight}
        rightLoading={closing !== null && busy === closing.elderId}
        onClose={() => setClosing(null)}
        onRight={() => closing && void toggle(closing)}
      />
    </>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
`;
const Posting = styled.span<{ $open: boolean }>`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.full}px;
  border: 1px solid ${({ $open, theme }) => ($open ? theme.colors.primary : theme.colors.borderStrong)};
  color: ${({ $open, theme }) => ($open ? theme.colors.primaryDark : theme.colors.textSecondary)};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const Row = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-height: 3rem;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;
const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
`;
const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.title / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const Rank = styled.span`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.full}px;
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const Sub = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Edit = styled.span`
  align-self: flex-end;
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primaryDark};
`;
