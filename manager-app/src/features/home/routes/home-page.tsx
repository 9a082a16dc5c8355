import styled from 'styled-components';
import { useUser } from '@dolbom/shared-api/hooks';

export function HomePage() {
  const { data: user } = useUser();
  return (
    <Body>
      <Card>
        <h2>{user?.name} 사회복지사님, 반가워요</h2>
        <p>어르신께 맞는 요양보호사를 찾아드려요.</p>
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
