import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ErrorState, Header, PageBody, RouteToast, Skeleton } from '@dolbom/shared-ui';
import { MEMBERSHIP_STATUS_TEXT } from '@dolbom/shared-api/contracts';
import { useLogout } from '@dolbom/shared-api/hooks';
import { useMyPage } from '../../../api/get-mypage';
import { InfoRow as Row, InfoSection as Section } from '@dolbom/shared-ui';

const T = {
  title: '내 정보',
  role: '사회복지사',
  phone: '연락처',
  center: '소속 센터',
  hasCar: '차량 보유',
  intro: '한 줄 소개',
  noIntro: '아직 없어요',
  yes: '있어요',
  no: '없어요',
  sent: '보낸 연락',
  saved: '저장한 요양보호사',
  applies: '받은 지원',
  count: (n: number) => `${n}건`,
  editCenter: '센터 정보 수정하기',
  membership: '센터 인증',
  members: '센터 회원 관리',
  pendingNote:
    '센터의 인증된 회원이나 운영자가 승인하면 센터 인증이 돼요. 그 전에는 등록한 어르신이 요양보호사에게 보이지 않고, 보낸 연락은 센터 인증 후 요양보호사에게 전달돼요. 센터 정보도 고칠 수 없어요.',
  refusedNote:
    '센터 회원 요청이 거절됐어요. 등록한 어르신은 요양보호사에게 보이지 않고, 요양보호사에게 연락할 수 없어요.',
  settings: '설정',
  logout: '로그아웃',
} as const;

/** /mypage 내 정보: who I am, my center, the counts that open their lists, and 로그아웃. */
export function MyPage() {
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useMyPage();
  const { logout, pending } = useLogout();

  return (
    <>
      <RouteToast />
      <Header title={T.title} />
      <PageBody $gap={16}>
        {error && !data && <ErrorState onRetry={() => mutate()} />}
        {isLoading && (
          <div role="status" aria-busy="true">
            <Skeleton height={88} />
            <Gap />
            <Skeleton height={160} />
          </div>
        )}
        {data && (
          <>
            <Profile>
              <Role>{T.role}</Role>
              <Name>{data.name}</Name>
            </Profile>
            <Counts aria-label="내 활동">
              <Count to="/outgoing-box">
                <strong>{T.count(data.sentContacts)}</strong>
                {T.sent}
              </Count>
              <Count to="/bookmark">
                <strong>{T.count(data.bookmarks)}</strong>
                {T.saved}
              </Count>
              <Count to="/inbox">
                <strong>{T.count(data.applys)}</strong>
                {T.applies}
              </Count>
            </Counts>
            {data.membershipStatus !== 'VERIFIED' && (
              <MembershipNote role="note">
                <strong>{MEMBERSHIP_STATUS_TEXT[data.membershipStatus]}</strong>
                {data.membershipStatus === 'PENDING' ? T.pendingNote : T.refusedNote}
              </MembershipNote>
            )}
            <Section title="연락처와 센터">
              <Row label={T.phone}>{data.phoneNumber}</Row>
              <Row label={T.center}>{data.centerName}</Row>
              <Row label={T.membership}>{MEMBERSHIP_STATUS_TEXT[data.membershipStatus]}</Row>
              <Row label={T.hasCar}>{data.hasCar ? T.yes : T.no}</Row>
              <Row label={T.intro}>{data.oneLineIntro || T.noIntro}</Row>
            </Section>
            <Button variant="secondary" onClick={() => navigate(`/modify-center/${data.centerId}`)}>
              {T.editCenter}
            </Button>
            <Button variant="secondary" onClick={() => navigate('/center-members')}>
              {T.members}
            </Button>
          </>
        )}
        {/* Issue 30: 설정 was only reachable from the home's gear. */}
        <Button variant="secondary" onClick={() => navigate('/settings')}>
          {T.settings}
        </Button>
        <Button variant="outline" onClick={logout} loading={pending}>
          {T.logout}
        </Button>
      </PageBody>
    </>
  );
}

const Profile = styled.section`
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.primaryLight};
`;
const Role = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primaryDark};
`;
const Name = styled.h2`
  margin: 2px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.headline / 16}rem;
`;
const Counts = styled.section`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space.xs}px;
`;
const Count = styled(Link)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-height: 5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  text-decoration: none;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.title / 16}rem;
    color: ${({ theme }) => theme.colors.text};
  }
`;
const MembershipNote = styled.p`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.backgroundSubtle};
  border: 1px solid ${({ theme }) => theme.colors.border};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  }
`;
const Gap = styled.div`
  height: ${({ theme }) => theme.space.md}px;
`;
