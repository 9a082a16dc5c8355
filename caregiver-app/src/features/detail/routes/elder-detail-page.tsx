import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { BookmarkButton, BOTTOM_BAR_HEIGHT, Button, SkeletonList, SubPage } from '@dolbom/shared-ui';
import { DetailLoadError } from '../../../components/detail-load-error';
import { ActionBar } from '../../../components/screen';
import { ConfirmAction } from '../../../components/confirm-action';
import { useWithdrawApply, WITHDRAW_BUTTONS, WITHDRAW_TEXT } from '../../../api/withdraw-apply';
import { useToggleElderBookmark } from '../../../api/toggle-elder-bookmark';
import { useOptimisticToggle } from '../../../lib/use-optimistic-toggle';
import { useElderDetail } from '../../../api/get-elder-detail';
import { ElderDetailBody } from '../components/elder-detail-body';
import { ConnectionCard } from '../../jobs/components/connection-card';
import { ReportAction } from '../../../components/report-action';
import type { NearElderDetail } from '@dolbom/shared-api/contracts';

/** /detail/elder/{elderId} 자세히 보기: the posting, 저장 and 지원하기. */
export function ElderDetailPage() {
  const elderId = Number(useParams().elderId);
  const { data, error, mutate, isValidating } = useElderDetail(elderId);
  return (
    <SubPage title="자세히 보기" bottomInset={data ? BOTTOM_BAR_HEIGHT : 0}>
      {error && !data && (
        <DetailLoadError
          error={error}
          onRetry={() => void mutate()}
          retrying={isValidating}
          what="어르신 공고"
          back={{ to: '/near', label: '근처 어르신으로' }}
        />
      )}
      {!data && !error && <SkeletonList count={3} />}
      {data && (
        <>
          {data.closed && !data.applyStatus && (
            <StatusNote role="status" $muted>
              모집이 끝난 어르신이에요. 다른 어르신을 찾아보세요.
            </StatusNote>
          )}
          {data.applyStatus && (
            <StatusNote role="status">
              {data.applyStatus === 'pending'
                ? '지원했어요. 센터의 답변을 기다리고 있어요.'
                : '센터가 지원을 수락했어요. 보낸 지원함에서 연락처를 볼 수 있어요.'}
            </StatusNote>
          )}
          {data.connection && !data.connection.endedAt && <ConnectionCard connection={data.connection} />}
          <ElderDetailBody
            d={{ ...data, center: data.centerName, centerInfo: data.center }}
            messageLabel="센터에서 남긴 말"
          />
          <ReportAction
            targetType="ELDER"
            targetId={data.elderId}
            intro="이 어르신 공고를 신고하는 이유를 골라주세요."
          />
          <ElderActions d={data} />
        </>
      )}
    </SubPage>
  );
}

function ElderActions({ d }: { d: NearElderDetail }) {
  const navigate = useNavigate();
  const toggleBookmark = useToggleElderBookmark();
  const [saved, toggle, , failure] = useOptimisticToggle(d.bookmarked, (want) =>
    toggleBookmark(d.elderId, want),
  );
  const withdraw = useWithdrawApply();
  return (
    <ActionBar>
      <BookmarkButton saved={saved} onToggle={() => void toggle()} failure={failure} />
      {d.applyStatus === 'pending' && d.pendingApplyId !== null ? (
        <ConfirmAction
          label="지원 취소"
          content={WITHDRAW_TEXT}
          {...WITHDRAW_BUTTONS}
          action={() => withdraw(d.pendingApplyId as number)}
        />
      ) : d.applyStatus === 'accepted' ? (
        <Button disabled>지원 수락됨</Button>
      ) : d.closed ? (
        // Issue 30: a closed posting says so here, not after both steps of the apply form.
        <Button disabled>모집 완료</Button>
      ) : (
        <Button onClick={() => navigate(`/apply/${d.elderId}`)}>지원하기</Button>
      )}
    </ActionBar>
  );
}

const StatusNote = styled.p<{ $muted?: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme, $muted }) => ($muted ? theme.colors.gray100 : theme.colors.primaryLight)};
  color: ${({ theme, $muted }) => ($muted ? theme.colors.text : theme.colors.primaryDark)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
