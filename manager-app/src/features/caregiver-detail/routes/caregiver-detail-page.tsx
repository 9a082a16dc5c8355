import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  BOTTOM_BAR_HEIGHT,
  BottomBar,
  Button,
  ErrorState,
  SkeletonList,
  SubPage,
  TaskTags,
} from '@dolbom/shared-ui';
import { NoElder } from '../../../components/no-elder';
import { isNotFound, NotFound } from '../../../components/not-found';
import { ProfilePhoto } from '../../../components/profile-photo';
import { caregiverFacts, metaLine } from '../../../lib/format';
import { relativeTimeText } from '@dolbom/shared-api/contracts';
import { MatchExplained } from '../../../components/match-explained';
import { SaveToggle } from '../../../components/save-toggle';
import { useSelectedElder } from '../../../hooks/use-selected-elder';
import { useCaregiver } from '../../../api/get-caregiver';
import { ResumeView } from '../components/resume-view';
import { NoShowRecordOf } from '../../substitutes/components/no-show';
import { VerifiedBadge } from '../../../components/verified-badge';
import { ReportCaregiver } from '../components/report-caregiver';

const T = {
  title: '자세히 보기',
  why: (name: string) => `${name} 어르신과 맞는 점, 맞지 않는 점`,
  contact: '연락하기',
  sent: '연락을 보냈어요',
  viewSent: '보낸 연락 보기',
  noElder: '어르신을 먼저 등록해주세요',
} as const;

/** /detail/care/:caregiverId?done=: the caregiver's resume and why they fit the selected elder. */
export function CaregiverDetailPage() {
  const navigate = useNavigate();
  const caregiverId = Number(useParams().caregiverId);
  const done = useSearchParams()[0].get('done') === 'true';
  const { elder, elders, error: eldersError, retry } = useSelectedElder();
  const { data, error, mutate } = useCaregiver(caregiverId, elder?.elderId ?? null);

  return (
    <SubPage title={T.title} bottomInset={done ? 0 : BOTTOM_BAR_HEIGHT}>
      {elders && !elder ? (
        <NoElder />
      ) : isNotFound(error) ? (
        <NotFound message="요양보호사를 찾을 수 없어요" to="/" action="홈으로 가기" />
      ) : (error || eldersError) && !data ? (
        <ErrorState onRetry={() => (eldersError ? retry() : mutate())} />
      ) : !data || !elder ? (
        <SkeletonList count={2} />
      ) : (
        <>
          <Profile>
            <ProfilePhoto src={data.profileImage} name={data.name} />
            <div>
              <Name>{data.name} 요양보호사</Name>
              <ResumeTitle>{data.resume.title}</ResumeTitle>
              <Meta>
                {metaLine([
                  ...caregiverFacts(data.ageGroup, data.experienceYears),
                  relativeTimeText(data.createdAt),
                ])}
              </Meta>
              {data.certificateVerified && <VerifiedBadge />}
              {data.reviewCount > 0 && (
                <ReviewsLink to={`/caregivers/${caregiverId}/reviews`}>
                  {data.reviews} · 후기 보기
                </ReviewsLink>
              )}
            </div>
          </Profile>
          <Why aria-labelledby="why-title">
            <h2 id="why-title">{T.why(elder.elderName)}</h2>
            {data.score !== null && (
              <MatchExplained
                score={data.score}
                reasons={data.reasons}
                mismatches={data.mismatches}
                parts={data.scoreParts}
                open
              />
            )}
            <TaskTags tasks={data.possibleTasks} label="가능한 돌봄" />
          </Why>
          <ResumeView resume={data.resume} />
          <NoShowRecordOf caregiverId={caregiverId} />
          <ReportCaregiver caregiverId={caregiverId} name={data.name} />
          {!done && (
            <BottomBar>
              <Save elderId={elder.elderId} caregiverId={caregiverId} bookmarkId={data.bookmarkId} />
              {data.pendingContactId !== null ? (
                <Button
                  variant="secondary"
                  onClick={() => navigate(`/detail/care/contact/${data.pendingContactId}`)}
                >
                  {T.viewSent}
                </Button>
              ) : (
                <Button onClick={() => navigate(`/contact/${caregiverId}`)}>{T.contact}</Button>
              )}
            </BottomBar>
          )}
        </>
      )}
    </SubPage>
  );
}

const ReviewsLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 3rem;
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const Profile = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
`;
const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.title / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const ResumeTitle = styled.p`
  margin: 4px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  color: ${({ theme }) => theme.colors.textSecondary};
  word-break: keep-all;
`;
const Meta = styled.p`
  margin: 2px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Why = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 2px solid ${({ theme }) => theme.colors.primaryBorder};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.white};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  }
`;
const Save = styled(SaveToggle)`
  && {
    flex: 0 0 auto;
    min-height: 3.5rem;
    padding: 0 ${({ theme }) => theme.space.md}px;
  }
`;
