import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@dolbom/shared-ui';
import { useMyPage } from '../../../api/get-my-page';

/** Without a resume there is nothing to match on: say so, and lead to /resume. */
export function ResumeHint() {
  const navigate = useNavigate();
  const { data } = useMyPage();
  if (!data || data.resumeRegistered) return null;
  return (
    <Box aria-label="이력서 안내">
      <p>이력서를 등록하면 나에게 맞는 어르신을 찾아드려요.</p>
      <Button size="medium" onClick={() => navigate('/resume')}>
        이력서 등록하기
      </Button>
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.primaryLight};
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    word-break: keep-all;
  }
`;
