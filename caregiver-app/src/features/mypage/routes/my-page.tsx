import styled from 'styled-components';
import { Button, ErrorState, Header, Skeleton } from '@dolbom/shared-ui';
import { useLogout, useUser } from '@dolbom/shared-api/hooks';

export function MyPage() {
  const { data: user, error, isLoading, mutate } = useUser();
  const { logout, pending } = useLogout();

  return (
    <>
      <Header title="내정보" />
      <Body>
        {isLoading && <Skeleton height={88} />}
        {error && <ErrorState onRetry={() => mutate()} />}
        {user && (
          <Profile>
            <Name>{user.name}</Name>
            <Sub>아이디 {user.loginId}</Sub>
          </Profile>
        )}
        <Button variant="outline" onClick={logout} loading={pending}>
          로그아웃
        </Button>
      </Body>
    </>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
`;
const Profile = styled.section`
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.backgroundSubtle};
`;
const Name = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xxs}px;
  font-size: ${({ theme }) => theme.fontSizes.headline}px;
`;
const Sub = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
