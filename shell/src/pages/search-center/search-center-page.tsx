import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Header,
  Page,
  PageBody,
  SearchStatus,
  TextField,
  useDebouncedSearch,
} from '@dolbom/shared-ui';
import { isApiError } from '@dolbom/shared-api';
import type { CenterSearchItem } from '@dolbom/shared-api/contracts';
import { signupStore } from '../signup/signup-store';
import { CenterRow } from './center-row';
import { CENTER_TEXT as T } from './messages';
import { searchCenterPage } from './search-centers';
import { useMoreCenters } from './use-more-centers';

const describeError = (error: unknown) => (isApiError(error) ? error.message : undefined);

/** /search-center: a social worker finds their center during sign-up; choosing one returns to /signup. */
export default function SearchCenterPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [keyword, setKeyword] = useState('');
  const [totals, setTotals] = useState<Record<string, number>>({});
  const search = useCallback(async (term: string, signal: AbortSignal) => {
    const page = await searchCenterPage(term, 0, signal);
    setTotals((t) => ({ ...t, [term]: page.total }));
    return page.items;
  }, []);
  const { state, retry, term } = useDebouncedSearch(keyword, search);
  const more = useMoreCenters(term);
  const items = state.status === 'success' ? [...state.items, ...more.items] : [];
  const total = totals[term] ?? items.length;

  // Back to the step that opened this page (sign-up step 2); opened directly, to that step anyway.
  const back = () =>
    location.key === 'default' ? navigate('/signup?step=2', { replace: true }) : navigate(-1);

  function choose(c: CenterSearchItem) {
    const { centerId, centerName, zipCode, roadAddress, jibunAddress } = c;
    signupStore.getState().setCenter({ centerId, centerName, zipCode, roadAddress, jibunAddress });
    back();
  }

  return (
    <Page>
      <Header title={T.title} onBack={back} />
      <PageBody $gap={16}>
        <TextField
          type="search"
          aria-label={T.fieldLabel}
          placeholder={T.placeholder}
          value={keyword}
          maxLength={50}
          autoFocus
          autoComplete="off"
          enterKeyHint="search"
          onChange={(e) => setKeyword(e.target.value)}
        />
        <SearchStatus
          state={state}
          onRetry={retry}
          describeError={describeError}
          text={{
            hint: T.hint,
            empty: T.empty,
            emptyHint: T.emptyHint,
            error: T.error,
            resultCount: () => T.resultCount(total),
          }}
        />
        {items.length > 0 && (
          <>
            <Count aria-hidden>{T.resultCount(total)}</Count>
            <Rows aria-label={T.resultCount(total)}>
              {items.map((c) => (
                <li key={c.centerId}>
                  <CenterRow center={c} onChoose={() => choose(c)} />
                </li>
              ))}
            </Rows>
            {items.length < total && (
              <Button
                variant="outline"
                fullWidth
                disabled={more.status === 'loading'}
                onClick={more.loadMore}
              >
                {more.status === 'loading' ? T.moreLoading : more.status === 'error' ? T.moreError : T.more}
              </Button>
            )}
          </>
        )}
      </PageBody>
    </Page>
  );
}

const Count = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
