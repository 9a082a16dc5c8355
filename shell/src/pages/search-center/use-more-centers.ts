import { useCallback, useEffect, useRef, useState } from 'react';
import type { CenterSearchItem } from '@dolbom/shared-api/contracts';
import { searchCenterPage } from './search-centers';

interface More {
  term: string;
  items: CenterSearchItem[];
  /** The last page loaded (the first comes with the search itself). */
  page: number;
  status: 'idle' | 'loading' | 'error';
}

/**
 * `더 보기` for the center search: the pages after the first, for the current term only (a new term
 * starts over, and an answer for an old term is dropped).
 */
export function useMoreCenters(term: string) {
  const [more, setMore] = useState<More>({ term, items: [], page: 0, status: 'idle' });
  const termRef = useRef(term);
  useEffect(() => {
    termRef.current = term;
  });
  const current = more.term === term ? more : { term, items: [], page: 0, status: 'idle' as const };

  const loadMore = useCallback(() => {
    const base = current;
    setMore({ ...base, status: 'loading' });
    searchCenterPage(base.term, base.page + 1).then(
      (next) => {
        if (termRef.current !== base.term) return;
        setMore({
          term: base.term,
          items: [...base.items, ...next.items],
          page: base.page + 1,
          status: 'idle',
        });
      },
      (error: unknown) => {
        console.error(error);
        if (termRef.current === base.term) setMore({ ...base, status: 'error' });
      },
    );
  }, [current]);

  return { items: current.items, status: current.status, loadMore };
}
