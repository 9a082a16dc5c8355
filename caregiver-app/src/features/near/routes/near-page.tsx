import styled from 'styled-components';
import { Header } from '@dolbom/shared-ui';

export function NearPage() {
  return (
    <>
      <Header title="근처 어르신" />
      <Body>
        <p>가까운 곳에서 돌봄이 필요한 어르신을 보여드려요.</p>
      </Body>
    </>
  );
}

const Body = styled.div`
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  color: ${({ theme }) => theme.colors.textSecondary};
`;
