import { TitleBlock } from '@dolbom/shared-ui';
import { useListFilters } from '../../../lib/range';
import { useMainContacts } from '../api/get-main-contacts';

/** Home header (spec §2): the caregiver's address, from the same answer as the list below it. */
export function CaregiverHomeHeader() {
  const { range, order } = useListFilters();
  const { data } = useMainContacts(range, order);
  return <TitleBlock label="내 주소" title={data?.address ?? '\u00a0'} />;
}
