import styled from 'styled-components';
import { Header } from '@dolbom/shared-ui';

export function ElderAdminPage() {
  return (
    <>
      <Header title="등록한 어르신" />
      <Body>
        <p>센터에서 돌보는 어르신을 등록하고 관리해요.</p>
      </Body>
    </>
  );
}

const Body = styled.div`
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  color: ${({ theme }) => theme.colors.textSecondary};
`;
