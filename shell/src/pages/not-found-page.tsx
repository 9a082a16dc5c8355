import { useNavigate } from 'react-router-dom';
import { Button, FullPageMessage } from '@dolbom/shared-ui';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <FullPageMessage
      mark="404"
      title="페이지를 찾을 수 없습니다"
      body="주소가 바뀌었거나 없는 페이지예요."
      action={<Button onClick={() => navigate('/', { replace: true })}>홈으로 가기</Button>}
    />
  );
}
