import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { SubPage } from '@dolbom/shared-ui';
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
  const [removed, setRemoved] = useState<{ title: string; undo: () => void; at: number } | null>(null);
  useEffect(() => {
    if (!removed) return;
    const timer = window.setTimeout(() => setRemoved(null), UNDO_MS);
    return () => window.clearTimeout(timer);
  }, [removed]);
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
      <Toast role="status" aria-live="polite" $shown={!!removed}>
        {removed && (
          <>
            <span>저장함에서 뺐어요</span>
            <button
              type="button"
              onClick={() => {
                removed.undo();
                setRemoved(null);
              }}
            >
              되돌리기
            </button>
          </>
        )}
      </Toast>
    </SubPage>
  );
}

const Toast = styled.div<{ $shown: boolean }>`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space.lg}px;
  transform: translateX(-50%);
  width: calc(min(100vw, 440px) - ${({ theme }) => theme.space.lg * 2}px);
  display: ${({ $shown }) => ($shown ? 'flex' : 'none')};
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.xs}px ${theme.space.xs}px ${theme.space.md}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  z-index: 20;
  button {
    min-height: 3rem;
    padding: 0 ${({ theme }) => theme.space.md}px;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.primaryLight};
    font-size: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration: underline;
    cursor: pointer;
  }
`;
