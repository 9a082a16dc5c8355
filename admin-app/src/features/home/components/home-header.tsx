import { TitleBlock } from '@dolbom/shared-ui';
import { useUser } from '@dolbom/shared-api/hooks';

/** The operator's home header: who is signed in, under the label 돌봄이음 운영. */
export function AdminHomeHeader() {
  const { data: user } = useUser();
  return <TitleBlock label="돌봄이음 운영" title={user ? `${user.name} 님` : '운영자'} />;
}
