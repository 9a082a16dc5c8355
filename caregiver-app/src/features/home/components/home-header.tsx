import { TitleBlock } from '@dolbom/shared-ui';
import { useUser } from '@dolbom/shared-api/hooks';

/** Home header (spec §2). The caregiver's stored address replaces the greeting once the caregiver issue adds it. */
export function CaregiverHomeHeader() {
  const { data: user } = useUser();
  return <TitleBlock label="요양보호사" title={user ? `${user.name}님` : ''} />;
}
