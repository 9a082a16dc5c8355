import { PagedList as SharedPagedList, type PagedListProps } from '@dolbom/shared-ui';
import { loadErrorText } from '../lib/format';

/** Every caregiver list: the next page loads as she scrolls near the end. */
export function PagedList<T>(props: Omit<PagedListProps<T>, 'errorText' | 'more'>) {
  return <SharedPagedList<T> {...props} errorText={loadErrorText} />;
}
