import styled from 'styled-components';
import { useUser } from '@dolbom/shared-api/hooks';

export function HomePage() {
  const { data: user } = useUser();
  return (
    <Body>
      <Card>
        <h2>{user?.name} 요양보호사님, 반가워요</h2>
        <p>센터에서 보낸 연락이 이곳에 모여요.</p>
      </Card>
    </Body>
  );
}

const Body = styled.div`
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.lg}px`};
`;
const Card = styled.section`
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.primaryLight};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs}px;
    font-size: ${({ theme }) => theme.fontSizes.title}px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
