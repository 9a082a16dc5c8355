import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ErrorState,
  RouteToast,
  SkeletonList,
  SubPage,
  Toast,
  useTimedValue,
} from '@dolbom/shared-ui';
import { useElder } from '../../../api/get-elder';
import { isNotFound, NotFound } from '../../../components/not-found';
import { ElderSections } from '../components/elder-sections';
import { END_CARE_TEXT, EndCareSheet } from '../components/end-care-sheet';

/**
 * /elder-admin/:elderId: a registered elder, section by section, each with `수정` (issue 30: edit one
 * section in place), its posting state, and 돌봄 종료 (입원, 별세, 종결) behind a confirmation.
 */
export function ElderDetailPage() {
  const navigate = useNavigate();
  const elderId = Number(useParams().elderId);
  const { data: elder, error, mutate } = useElder(elderId);
  const [ending, setEnding] = useState(false);
  const [toast, setToast] = useTimedValue<string>();
  const title = elder ? `${elder.name} 어르신` : '어르신 정보';
  return (
    <SubPage title={title} fallback="/elder-admin" onBack={() => navigate('/elder-admin')}>
      <RouteToast />
      {toast && <Toast message={toast} />}
      {elder ? (
        <>
          <State $ended={elder.careEnded !== null}>
            {elder.careEnded
              ? `돌봄 종료 · ${elder.careEnded}`
              : elder.recruiting
                ? '모집 중'
                : '모집 완료 · 요양보호사에게 보이지 않아요'}
          </State>
          <ElderSections elder={elder} editable={elder.careEnded === null} />
          {elder.careEnded === null && (
            <Button variant="outline" onClick={() => setEnding(true)}>
              {END_CARE_TEXT.open}
            </Button>
          )}
          <EndCareSheet
            open={ending}
            elderId={elder.elderId}
            name={elder.name}
            onClose={() => setEnding(false)}
            onEnded={() => {
              setEnding(false);
              setToast(END_CARE_TEXT.done);
            }}
          />
        </>
      ) : isNotFound(error) ? (
        <NotFound message="어르신을 찾을 수 없어요" to="/elder-admin" action="어르신 목록으로" />
      ) : error ? (
        <ErrorState message="어르신 정보를 불러오지 못했어요" onRetry={() => mutate()} />
      ) : (
        <SkeletonList count={3} />
      )}
    </SubPage>
  );
}

const State = styled.p<{ $ended: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ $ended, theme }) => ($ended ? theme.colors.gray100 : theme.colors.primaryLight)};
  color: ${({ $ended, theme }) => ($ended ? theme.colors.text : theme.colors.primaryDark)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
