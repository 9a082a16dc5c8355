import { SubPage, Toast, useTimedValue } from '@dolbom/shared-ui';
import type { BookmarkedElder } from '@dolbom/shared-api/contracts';
import { ElderCard } from '../../../components/elder-card';
import { PagedList } from '../../../components/paged-list';
import { bookmarksKey } from '../api/get-bookmarks';

const UNDO_MS = 6000;

/**
 * /bookmark 저장함: saved elders; 저장 on a card unsaves it in place, and a toast offers 되돌리기
 * for a few seconds (issue 15).
 */
export function BookmarkPage() {
  const [removed, setRemoved] = useTimedValue<{ title: string; undo: () => void; at: number }>(UNDO_MS);
  return (
    <SubPage title="저장함">
      <PagedList<BookmarkedElder>
        label="저장한 어르신"
        keyFor={bookmarksKey}
        itemKey={(e) => e.bookmarkId}
        renderItem={(e) => (
          <ElderCard
            elder={e}
            showDistance={false}
            onUnsaved={(undo) => setRemoved({ title: e.title, undo, at: Date.now() })}
          />
        )}
        empty="저장한 내역이 없어요"
      />
      <Toast
        message={removed && '저장함에서 뺐어요'}
        action={
          removed
            ? {
                label: '되돌리기',
                onClick: () => {
                  removed.undo();
                  setRemoved(null);
                },
              }
            : undefined
        }
      />
    </SubPage>
  );
}
