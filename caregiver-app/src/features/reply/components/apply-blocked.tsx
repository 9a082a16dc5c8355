import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { BOTTOM_BAR_HEIGHT, BottomBar, Button, PageTitle, SubPage } from '@dolbom/shared-ui';

/**
 * 지원하기 without a resume (PRODUCT.md "Data rules", issue 30: such an apply reached the social worker
 * as 시급 0원 with no title): ask for the one-minute resume, which brings her back to this elder.
 */
export function ResumeFirst({ elderId }: { elderId: number }) {
  const navigate = useNavigate();
  return (
    <SubPage title="지원하기" fallback={`/detail/elder/${elderId}`} bottomInset={BOTTOM_BAR_HEIGHT}>
      <PageTitle>{'지원하려면\n이력서가 필요해요'}</PageTitle>
      <Lines>
        <p>센터는 이력서를 보고 연락을 드려요.</p>
        <p>1분이면 쓸 수 있고, 다 쓰면 이 어르신 공고로 다시 모셔다드릴게요.</p>
      </Lines>
      <BottomBar>
        <Button onClick={() => navigate(`/resume?elder=${elderId}`, { replace: true })}>
          1분 이력서 쓰기
        </Button>
      </BottomBar>
    </SubPage>
  );
}

/** 지원하기 on a posting the manager closed (모집 완료): said before any step (issue 30). */
export function PostingClosed() {
  const navigate = useNavigate();
  return (
    <SubPage title="지원하기" fallback="/near" bottomInset={BOTTOM_BAR_HEIGHT}>
      <PageTitle>{'모집이 끝난\n어르신이에요'}</PageTitle>
      <Lines>
        <p>센터에서 모집을 마쳤어요. 다른 어르신을 찾아보세요.</p>
      </Lines>
      <BottomBar>
        <Button onClick={() => navigate('/near', { replace: true })}>근처 어르신 보기</Button>
      </BottomBar>
    </SubPage>
  );
}

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
    color: ${({ theme }) => theme.colors.textSecondary};
    word-break: keep-all;
  }
`;
