import { useEffect, useRef, useState } from 'react';
import { BookmarkButton, useTimedValue } from '@dolbom/shared-ui';
import { isApiError, UNKNOWN_ERROR_MESSAGE } from '@dolbom/shared-api';
import { useToggleBookmark } from '../api/bookmarks';

export interface SaveToggleProps {
  elderId: number;
  caregiverId: number;
  bookmarkId: number | null;
  className?: string;
}

/**
 * 저장: flips at once (spec §4: toggles at once), then tells the server; a failure flips it back.
 * A tap while the request runs is ignored, so a double tap sends one request.
 */
export function SaveToggle({ elderId, caregiverId, bookmarkId, className }: SaveToggleProps) {
  const toggle = useToggleBookmark();
  const [id, setId] = useState(bookmarkId);
  const [saved, setSaved] = useState(bookmarkId !== null);
  const busy = useRef(false);
  // Why the last tap did not save, for a few seconds (issue 30: it failed silently offline).
  const [failure, setFailure] = useTimedValue<string>();

  useEffect(() => {
    if (busy.current) return;
    setId(bookmarkId);
    setSaved(bookmarkId !== null);
  }, [bookmarkId]);

  async function onToggle() {
    if (busy.current) return;
    busy.current = true;
    const wasSaved = saved;
    setSaved(!wasSaved);
    try {
      setId(await toggle({ elderId, caregiverId, bookmarkId: wasSaved ? id : null }));
    } catch (e) {
      console.error(e);
      setSaved(wasSaved);
      setFailure(`저장하지 못했어요. ${isApiError(e) ? e.message : UNKNOWN_ERROR_MESSAGE}`);
    } finally {
      busy.current = false;
    }
  }

  return <BookmarkButton saved={saved} onToggle={onToggle} className={className} failure={failure} />;
}
