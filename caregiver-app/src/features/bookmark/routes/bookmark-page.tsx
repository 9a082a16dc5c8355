import { SubPage } from '@dolbom/shared-ui';
import type { BookmarkedElder } from '@dolbom/shared-api/contracts';
import { ElderCard } from '../../../components/elder-card';
import { PagedList } from '../../../components/paged-list';
import { bookmarksKey } from '../api/get-bookmarks';

/** /bookmark 저장함: saved elders; 저장 on a card unsaves it in place. */
export function BookmarkPage() {
  return (
    <SubPage title="저장함">
      <PagedList<BookmarkedElder>
        label="저장한 어르신"
        keyFor={bookmarksKey}
        itemKey={(e) => e.bookmarkId}
        renderItem={(e) => <ElderCard elder={e} showDistance={false} />}
        empty="저장한 내역이 없어요"
      />
    </SubPage>
  );
}
