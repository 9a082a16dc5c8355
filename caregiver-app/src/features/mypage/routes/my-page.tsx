import { Link, useNavigate } from 'react-router-dom';
import { loadErrorText } from '../../../lib/format';
import styled from 'styled-components';
import { Button, ErrorState, Header, IconPerson, Skeleton, ToggleSwitch } from '@dolbom/shared-ui';
import { useLogout } from '@dolbom/shared-api/hooks';
import type { MyPage as MyPageData } from '@dolbom/shared-api/contracts';
import { useMyPage } from '../../../api/get-my-page';
import { useSetJobOpen } from '../api/set-job-open';
import { useCertificate } from '../../../api/get-certificate';
import { CertificateStatus } from '../../../components/certificate-status';
import { PastJobs } from '../../jobs/components/past-jobs';
import { useSetSubstituteAlerts, useSubstitutes } from '../../substitutes/api/substitutes';
import { SUBSTITUTE_TEXT } from '../../substitutes/messages';

/** /mypage 내 정보: photo, name, address, resume, job-open switch, the three counts, 로그아웃. */
export function MyPage() {
  const navigate = useNavigate();
  const { data, error, isValidating, mutate } = useMyPage();
  const { logout, pending } = useLogout();
  return (
    <>
      <Header title="내 정보" />
      <Body>
        {error && !data && (
          <ErrorState message={loadErrorText(error)} onRetry={() => void mutate()} retrying={isValidating} />
        )}
        {!data && !error && (
          <div role="status" aria-label="불러오는 중">
            <Skeleton height={96} />
            <br />
            <Skeleton height={120} />
          </div>
        )}
        {data && <Profile me={data} />}
        {/* Issue 30: 설정 was only reachable from the home's gear. */}
        <Button variant="secondary" onClick={() => navigate('/settings')}>
          설정
        </Button>
        <Button variant="outline" onClick={() => void logout()} loading={pending}>
          로그아웃
        </Button>
      </Body>
    </>
  );
}

/** What centers see, truthfully: without a resume there is nothing to show them (issue 15). */
function jobStateText(me: MyPageData): string {
  if (!me.resumeRegistered) return '이력서를 쓰기 전에는 센터에서 나를 찾을 수 없어요';
  return me.jobOpen ? '센터에 내 이력서가 보여요' : '센터에 내 이력서가 보이지 않아요';
}

function Profile({ me }: { me: MyPageData }) {
  const navigate = useNavigate();
  const setJobOpen = useSetJobOpen();
  const counts = [
    { to: '/bookmark', label: '저장한 어르신', n: me.savedEldersCount },
    { to: '/inbox', label: '받은 연락', n: me.managerContactCount },
    { to: '/outgoing-box', label: '보낸 지원', n: me.applyCount },
  ];
  return (
    <>
      <Card>
        <Photo>
          {me.profileImage ? <img src={me.profileImage} alt="프로필 사진" /> : <IconPerson size={40} />}
        </Photo>
        <div>
          <Name>{me.name}</Name>
          <Sub>{me.address}</Sub>
        </div>
      </Card>
      <Card as="section" aria-label="이력서">
        <Grow>
          <Label>이력서</Label>
          <Value>{me.resumeRegistered ? '등록했어요' : '아직 등록하지 않았어요'}</Value>
        </Grow>
        <Button
          size="medium"
          variant={me.resumeRegistered ? 'outline' : 'primary'}
          onClick={() => navigate('/resume')}
        >
          {me.resumeRegistered ? '수정' : '등록'}
        </Button>
      </Card>
      <CertificateCard />
      <Card as="section" aria-label="구인 공개 여부">
        <Grow>
          <Label>구인 상태</Label>
          <Value>{jobStateText(me)}</Value>
        </Grow>
        {me.resumeRegistered ? (
          <ToggleSwitch
            checked={me.jobOpen}
            label="구인 공개"
            onChange={(v) => void setJobOpen(v).catch((e: unknown) => console.error('API 호출 실패', e))}
          >
            {me.jobOpen ? '구인 공개' : '구인 비공개'}
          </ToggleSwitch>
        ) : (
          <Button size="medium" onClick={() => navigate('/resume')}>
            이력서 쓰기
          </Button>
        )}
      </Card>
      {me.resumeRegistered && <SubstituteAlertsCard />}
      <Counts aria-label="내 활동">
        {counts.map((c) => (
          <CountLink key={c.to} to={c.to}>
            <strong>{c.n}</strong>
            <span>{c.label}</span>
          </CountLink>
        ))}
      </Counts>
      <PastJobs />
    </>
  );
}

/** `대체 근무 알림 받기` (issue 35): her setting, beside 구인 상태; the requests are on /substitutes. */
function SubstituteAlertsCard() {
  const { data } = useSubstitutes();
  const setAlerts = useSetSubstituteAlerts();
  const navigate = useNavigate();
  if (!data) return null;
  return (
    <Card as="section" aria-label={SUBSTITUTE_TEXT.alerts}>
      <Grow>
        <Label>대체 근무</Label>
        <Value>{SUBSTITUTE_TEXT.alertsHint}</Value>
        <Button size="medium" variant="text" onClick={() => navigate('/substitutes')}>
          {SUBSTITUTE_TEXT.seeRequests}
        </Button>
      </Grow>
      <ToggleSwitch
        checked={data.alerts}
        label={SUBSTITUTE_TEXT.alerts}
        onChange={(v) => void setAlerts(v).catch((e: unknown) => console.error('API 호출 실패', e))}
      >
        {data.alerts ? '알림 받기' : '알림 끔'}
      </ToggleSwitch>
    </Card>
  );
}

/** 자격증: the review's status (자격 확인 중 / 자격 확인됨 / 확인되지 않음 with the reason); corrected on its own screen. */
function CertificateCard() {
  const navigate = useNavigate();
  const { data } = useCertificate();
  if (!data) return null;
  return (
    <Card as="section" aria-label="자격증">
      <Grow>
        <Label>자격증</Label>
        <CertificateStatus certificate={data} />
      </Grow>
      <Button size="medium" variant="outline" onClick={() => navigate('/mypage/certificate')}>
        {data.status === 'NONE' ? '올리기' : data.status === 'REFUSED' ? '고치기' : '다시 올리기'}
      </Button>
    </Card>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
`;
const Card = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.backgroundSubtle};
`;
const Photo = styled.div`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.gray200};
  color: ${({ theme }) => theme.colors.gray600};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
const Name = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xxs}px;
  font-size: ${({ theme }) => theme.fontSizes.headline / 16}rem;
`;
const Sub = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  word-break: keep-all;
`;
const Grow = styled.div`
  flex: 1;
  min-width: 0;
`;
const Label = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
`;
const Value = styled.p`
  margin: 2px 0 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
`;
const Counts = styled.nav`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs}px;
`;
const CountLink = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  min-height: 5.5rem;
  justify-content: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.headline / 16}rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  }
`;
