import { PageBody, InfoCard } from '@dolbom/shared-ui';
import { useUser } from '@dolbom/shared-api/hooks';

export function HomePage() {
  const { data: user } = useUser();
  return (
    <PageBody>
      <InfoCard title={`${user?.name ?? ''} 사회복지사님, 반가워요`}>
        어르신께 맞는 요양보호사를 찾아드려요.
      </InfoCard>
    </PageBody>
  );
}
