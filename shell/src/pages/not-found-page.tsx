import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@dolbom/shared-ui';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Wrap>
      <Code aria-hidden="true">404</Code>
      <h1>페이지를 찾을 수 없습니다</h1>
      <p>주소가 바뀌었거나 없는 페이지예요.</p>
      <Button onClick={() => navigate('/', { replace: true })}>홈으로 가기</Button>
    </Wrap>
  );
}

const Wrap = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space.xl}px;
  text-align: center;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.headline}px;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.md}px;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Code = styled.div`
  font-size: 56px;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
`;
