import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, TextField, SearchStatus, useDebouncedSearch, type SearchFn } from '@dolbom/shared-ui';
import { ADDRESS_TEXT as T } from './messages';
import type { PostcodeAddress } from './postcode';

/** One 법정동 of the gazetteer (`GET /api/address`): its 10-digit code and full name. */
export interface DongItem {
  bcode: string;
  label: string;
}

export interface DongSearchProps {
  /** Finds 법정동 by 시/구/동 names; each app passes its own fetcher. */
  search: SearchFn<DongItem>;
  onSelect: (address: PostcodeAddress) => void;
  /** A line under the search error (e.g. the server's message). */
  describeError?: ((error: unknown) => string | undefined) | undefined;
  /** A 동 already chosen (e.g. found from the current position): go straight to the rest of the address. */
  initialDong?: DongItem | null;
}

/**
 * The built-in search shown when the postcode service cannot load: find the 법정동 by name on our
 * server, then type the rest (road and building number). No postal code on this path; the 법정동
 * code (bcode) gives the address its coordinates. Going back to the 동 list keeps what was typed.
 */
export function DongSearch({
  search: searchFn,
  onSelect,
  describeError,
  initialDong = null,
}: DongSearchProps) {
  const [query, setQuery] = useState('');
  const [dong, setDong] = useState<DongItem | null>(initialDong);
  const [rest, setRest] = useState('');
  const [restError, setRestError] = useState<string>();
  const restRef = useRef<HTMLInputElement>(null);
  const search = useDebouncedSearch(query, searchFn);

  function confirm(event: FormEvent) {
    event.preventDefault();
    if (!dong) return;
    const detail = rest.trim().replace(/\s+/g, ' ');
    if (!detail) {
      setRestError(T.restRequired);
      restRef.current?.focus();
      return;
    }
    onSelect({ zonecode: '', roadAddress: `${dong.label} ${detail}`, jibunAddress: '', bcode: dong.bcode });
  }

  if (dong) {
    return (
      <Form onSubmit={confirm} noValidate>
        <Chosen>
          <ChosenCaption>{T.chosenDong}</ChosenCaption>
          <ChosenLabel>{dong.label}</ChosenLabel>
          <Button type="button" variant="outline" size="medium" onClick={() => setDong(null)}>
            {T.changeDong}
          </Button>
        </Chosen>
        <TextField
          ref={restRef}
          label={T.restLabel}
          placeholder={T.restPlaceholder}
          helper={T.restHelper}
          error={restError}
          value={rest}
          maxLength={100}
          autoFocus
          enterKeyHint="done"
          onChange={(e) => {
            setRest(e.target.value);
            setRestError(undefined);
          }}
        />
        <Button type="submit">{T.confirm}</Button>
      </Form>
    );
  }

  const { state } = search;
  return (
    <Stack>
      <TextField
        label={T.dongLabel}
        placeholder={T.dongPlaceholder}
        value={query}
        maxLength={50}
        enterKeyHint="search"
        autoComplete="off"
        onChange={(e) => setQuery(e.target.value)}
      />
      <SearchStatus
        state={state}
        onRetry={search.retry}
        describeError={describeError}
        text={{
          hint: T.hint,
          empty: T.empty,
          emptyHint: T.emptyHint,
          error: T.searchError,
          resultCount: T.resultCount,
        }}
      />
      {state.status === 'success' && state.items.length > 0 && (
        <Rows>
          {state.items.map((item) => (
            <li key={item.bcode}>
              <Row type="button" onClick={() => setDong(item)}>
                {item.label}
              </Row>
            </li>
          ))}
        </Rows>
      )}
    </Stack>
  );
}
const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;
const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl}px;
`;
const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
const Row = styled.button`
  display: block;
  width: 100%;
  min-height: 4rem;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.xs}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;

  &:active {
    background: ${({ theme }) => theme.colors.gray100};
  }
`;
const Chosen = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.backgroundSubtle};
`;
const ChosenCaption = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const ChosenLabel = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
