import { PagedList as SharedPagedList, type PagedListProps } from '@dolbom/shared-ui';
import { errorText } from '../lib/format';

const loadFailed = (error: unknown) => errorText(error, '정보를 불러오지 못했어요');

/** Every operator list: 더 보기 loads the next page below (operators work through queues). */
export function PagedList<T>(props: Omit<PagedListProps<T>, 'errorText' | 'more'>) {
  return <SharedPagedList<T> {...props} more="button" errorText={loadFailed} />;
}
