import { TitleBlock } from '@dolbom/shared-ui';

/** Home header (spec §2): the label 맞춤 요양 보호사; the elder dropdown arrives with the manager issue. */
export function ManagerHomeHeader() {
  return <TitleBlock label="맞춤 요양 보호사" title="어르신별 추천" />;
}
