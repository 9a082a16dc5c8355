import { useEffect, useRef, useState } from 'react';
import { BookmarkButton } from '@dolbom/shared-ui';
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
    } finally {
      busy.current = false;
    }
  }

  return <BookmarkButton saved={saved} onToggle={onToggle} className={className} />;
}
