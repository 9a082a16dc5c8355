import { PageBody, InfoCard } from '@dolbom/shared-ui';
import { useUser } from '@dolbom/shared-api/hooks';

export function HomePage() {
  const { data: user } = useUser();
  return (
    <PageBody>
      <InfoCard title={`${user?.name ?? ''} 요양보호사님, 반가워요`}>
        센터에서 보낸 연락이 이곳에 모여요.
      </InfoCard>
    </PageBody>
  );
}
