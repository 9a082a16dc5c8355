import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { BookmarkButton, FitList, SubPage, Toast, useTimedValue } from '@dolbom/shared-ui';
import type { Page } from '@dolbom/shared-api';
import { createBookmark, deleteBookmark } from '../../../api/bookmarks';
import { keysUnder } from '../../../api/query';
import { myPageKey } from '../../../api/get-mypage';
import type { ManagerBookmark } from '../../../api/types';
import { CardList, CareCard } from '../../../components/care-card';
import { AcrossElders, forElder } from '../../../components/across-elders';
import { ActionError } from '../../../components/for-selected-elder';
import { ListState } from '../../../components/list-state';
import { useBookmarks } from '../api/get-bookmarks';
import { ProfilePhoto } from '../../../components/profile-photo';
import { caregiverFacts, metaLine } from '../../../lib/format';

const T = {
  title: '저장함',
  empty: '저장한 요양보호사 목록이 없어요',
  unsaveError: '저장을 풀지 못했어요. 다시 시도해주세요.',
  removed: '저장함에서 뺐어요',
  undo: '되돌리기',
  undoError: '다시 저장하지 못했어요. 다시 시도해주세요.',
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
  const [failed, setFailed] = useState<string | null>(null);
  // 되돌리기 for a few seconds after a caregiver leaves 저장함 (issue 15).
  const [removed, setRemoved] = useTimedValue<ManagerBookmark>(6000);

  const refresh = (b: ManagerBookmark) =>
    mutateAll(keysUnder('/api/manager/elder/individual', `/api/manager/${b.caregiverId}`, myPageKey));

  async function unsave(b: ManagerBookmark) {
    setFailed(null);
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
      void refresh(b);
      setRemoved(b);
    } catch (e) {
      console.error(e);
      setFailed(T.unsaveError);
    }
  }

  async function undo(b: ManagerBookmark) {
    setRemoved(null);
    try {
      await createBookmark({ elderId: b.elderId, caregiverId: b.caregiverId });
      void mutate();
      void refresh(b);
    } catch (e) {
      console.error(e);
      setFailed(T.undoError);
    }
  }

  return (
    <>
      {failed && <ActionError>{failed}</ActionError>}
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
                photo={<ProfilePhoto src={b.profileImage} name={b.caregiverName} size={48} />}
                meta={metaLine(caregiverFacts(b.ageGroup, b.experienceYears)) || undefined}
                title={b.title}
                wage={b.wage}
                negotiable={b.negotiable}
                tasks={b.possibleTasks}
                verified={b.certificateVerified}
                aside={<BookmarkButton saved onToggle={() => void unsave(b)} />}
              >
                <FitList fits={b.caregiverSupport} misses={b.mismatches} label="맞는 점과 맞지 않는 점" />
              </CareCard>
            ))}
          </CardList>
        )}
      </ListState>
      <Toast
        message={removed && T.removed}
        action={removed ? { label: T.undo, onClick: () => void undo(removed) } : undefined}
      />
    </>
  );
}
