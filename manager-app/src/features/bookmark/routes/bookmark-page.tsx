import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { BookmarkButton, SubPage } from '@dolbom/shared-ui';
import type { Page } from '@dolbom/shared-api';
import { deleteBookmark } from '../../../api/bookmarks';
import { keysUnder } from '../../../api/query';
import { myPageKey } from '../../../api/get-mypage';
import type { ManagerBookmark } from '../../../api/types';
import { CardList, CareCard } from '../../../components/care-card';
import { AcrossElders, forElder } from '../../../components/across-elders';
import { ActionError } from '../../../components/for-selected-elder';
import { ListState } from '../../../components/list-state';
import { Reasons } from '../../../components/reasons';
import { useBookmarks } from '../api/get-bookmarks';

const T = {
  title: '저장함',
  empty: '저장한 요양사 목록이 없어요',
  unsaveError: '저장을 풀지 못했어요. 다시 시도해주세요.',
} as const;

/** /bookmark 저장함: caregivers saved for every elder (or the one filtered); 저장 again unsaves. */
export function BookmarkPage() {
  return (
    <SubPage title={T.title} fallback="/mypage">
      <AcrossElders>{(elderId) => <Bookmarks elderId={elderId} />}</AcrossElders>
    </SubPage>
  );
}

function Bookmarks({ elderId }: { elderId: number | null }) {
  const { data, error, isLoading, mutate } = useBookmarks(elderId);
  const { mutate: mutateAll } = useSWRConfig();
  const [failed, setFailed] = useState(false);

  async function unsave(b: ManagerBookmark) {
    setFailed(false);
    // Gone from the list at once; back if the server says no.
    const without = (page?: Page<ManagerBookmark>) =>
      page && {
        ...page,
        content: page.content.filter((x) => x.bookmarkId !== b.bookmarkId),
        totalElements: page.totalElements - 1,
      };
    try {
      await mutate(
        async (page) => {
          await deleteBookmark(b.bookmarkId);
          return without(page);
        },
        {
          optimisticData: (page) => without(page) as Page<ManagerBookmark>,
          rollbackOnError: true,
          revalidate: false,
        },
      );
      void mutateAll(keysUnder('/api/manager/elder/individual', `/api/manager/${b.caregiverId}`, myPageKey));
    } catch (e) {
      console.error(e);
      setFailed(true);
    }
  }

  return (
    <>
      {failed && <ActionError>{T.unsaveError}</ActionError>}
      <ListState
        items={data?.content}
        error={error}
        isLoading={isLoading}
        onRetry={() => mutate()}
        empty={T.empty}
      >
        {(items) => (
          <CardList>
            {items.map((b) => (
              <CareCard
                key={b.bookmarkId}
                to={`/detail/care/${b.caregiverId}`}
                eyebrow={`${forElder(b.elderName)} · ${b.caregiverName}`}
                title={b.title}
                wage={b.wage}
                negotiable={b.negotiable}
                tasks={b.possibleTasks}
                aside={<BookmarkButton saved onToggle={() => void unsave(b)} />}
              >
                <Reasons reasons={b.caregiverSupport} />
              </CareCard>
            ))}
          </CardList>
        )}
      </ListState>
    </>
  );
}
