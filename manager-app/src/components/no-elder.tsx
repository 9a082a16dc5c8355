import { useNavigate } from 'react-router-dom';
import { Button, EmptyState } from '@dolbom/shared-ui';

/** Screens that need a chosen elder, opened by a manager who has none yet. */
export function NoElder() {
  const navigate = useNavigate();
  return (
    <EmptyState
      message="등록한 어르신이 없어요"
      description="어르신을 등록하면 꼭 맞는 요양보호사를 찾아드려요."
      action={<Button onClick={() => navigate('/elder-register')}>어르신 등록하기</Button>}
    />
  );
}
