import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Spinner, TextField } from '@dolbom/shared-ui';
import type { Address, AddressSearchItem } from '@dolbom/shared-api/contracts';
import { searchAddress } from '../api/search-address';
import { loadPostcode, toAddress, type PostcodeConstructor } from '../postcode';

const T = {
  label: '주소',
  find: '주소 검색하기',
  change: '주소 바꾸기',
  dong: '동 이름으로 찾기',
  dongPlaceholder: '예: 역삼동, 강남구 역삼',
  hint: '시, 구, 동 이름을 적으면 찾아드려요.',
  searching: '찾는 중이에요',
  empty: '검색 결과가 없어요. 동 이름을 다시 확인해주세요.',
  error: '주소를 찾지 못했어요',
  retry: '다시 시도',
  chosenDong: '고른 동네',
  otherDong: '다른 동 고르기',
  rest: '나머지 주소',
  restPlaceholder: '예: 테헤란로 123',
  restRequired: '*나머지 주소를 입력해주세요.',
  confirm: '이 주소로 정하기',
  loadingPostcode: '주소 검색을 불러오는 중이에요',
  // Spec §8: the postcode failure text is in English on purpose (the shell shows the same).
  postcodeUnavailable: 'The postcode service is currently unavailable. Please try again later.',
} as const;

type Search =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; items: AddressSearchItem[] };

export interface AddressFieldProps {
  value: Address | null;
  onChange: (address: Address) => void;
  error?: string | undefined;
  /** Loads the postcode service; tests and the e2e stub replace it. */
  loadScript?: () => Promise<PostcodeConstructor>;
}

type Finder = 'loading' | 'postcode' | 'fallback';

/**
 * The elder's address: the Kakao postcode service first (as the shell's sign-up), with the 법정동
 * code; when it cannot load, the spec's message (§8) and our own 동 search underneath.
 */
export function AddressField({ value, onChange, error, loadScript = loadPostcode }: AddressFieldProps) {
  const [open, setOpen] = useState(value === null);
  const choose = (address: Address) => {
    onChange(address);
    setOpen(false);
  };
  return (
    <Fieldset>
      <Legend>{T.label}</Legend>
      {value && !open ? (
        <Chosen>
          <strong>{value.zonecode ? `(${value.zonecode}) ${value.roadAddress}` : value.roadAddress}</strong>
          <Button variant="outline" size="medium" onClick={() => setOpen(true)}>
            {T.change}
          </Button>
        </Chosen>
      ) : (
        <AddressFinder onSelect={choose} loadScript={loadScript} />
      )}
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Fieldset>
  );
}

function AddressFinder({
  onSelect,
  loadScript,
}: {
  onSelect: (address: Address) => void;
  loadScript: () => Promise<PostcodeConstructor>;
}) {
  const [finder, setFinder] = useState<Finder>('loading');
  const ctor = useRef<PostcodeConstructor | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const select = useRef(onSelect);
  select.current = onSelect;

  useEffect(() => {
    let live = true;
    loadScript().then(
      (c) => {
        ctor.current = c;
        if (live) setFinder('postcode');
      },
      (e: unknown) => {
        console.error(e);
        if (live) setFinder('fallback');
      },
    );
    return () => {
      live = false;
    };
  }, [loadScript]);

  useEffect(() => {
    if (finder !== 'postcode' || !ctor.current || !area.current) return;
    const Postcode = ctor.current;
    new Postcode({
      oncomplete: (data) => select.current(toAddress(data)),
      width: '100%',
      height: '100%',
    }).embed(area.current, { autoClose: false });
  }, [finder]);

  if (finder === 'loading') {
    return (
      <Loading>
        <Spinner size={28} label={T.loadingPostcode} />
      </Loading>
    );
  }
  if (finder === 'postcode') return <EmbedArea ref={area} />;
  return (
    <Stack>
      <Unavailable role="alert" lang="en">
        {T.postcodeUnavailable}
      </Unavailable>
      <DongSearch onSelect={select.current} />
    </Stack>
  );
}

/**
 * The built-in search when the postcode service cannot load: find the 법정동 by name on our server
 * (it carries the 10-digit bcode that gives the coordinates), then type the road and building number.
 */
function DongSearch({ onSelect }: { onSelect: (address: Address) => void }) {
  const [query, setQuery] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [search, setSearch] = useState<Search>({ status: 'idle' });
  const [dong, setDong] = useState<AddressSearchItem | null>(null);
  const [rest, setRest] = useState('');
  const [restError, setRestError] = useState<string>();

  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setSearch({ status: 'idle' });
      return;
    }
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      setSearch({ status: 'loading' });
      searchAddress(q, ctrl.signal).then(
        (items) => setSearch({ status: 'done', items }),
        (e: unknown) => {
          if ((e as { name?: string }).name === 'AbortError') return;
          console.error(e);
          setSearch({ status: 'error' });
        },
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [query, attempt]);

  function confirm() {
    if (!dong) return;
    const detail = rest.trim().replace(/\s+/g, ' ');
    if (!detail) {
      setRestError(T.restRequired);
      return;
    }
    onSelect({ zonecode: '', roadAddress: `${dong.label} ${detail}`, jibunAddress: '', bcode: dong.bcode });
  }

  return (
    <>
      {!dong && (
        <Stack>
          <TextField
            label={T.dong}
            placeholder={T.dongPlaceholder}
            value={query}
            maxLength={50}
            autoComplete="off"
            enterKeyHint="search"
            helper={search.status === 'idle' ? T.hint : undefined}
            onChange={(e) => setQuery(e.target.value)}
          />
          <div aria-live="polite">
            {search.status === 'loading' && <Note>{T.searching}</Note>}
            {search.status === 'done' && search.items.length === 0 && <Note>{T.empty}</Note>}
          </div>
          {search.status === 'error' && (
            <Row role="alert">
              <Note>{T.error}</Note>
              <Button variant="outline" size="medium" onClick={() => setAttempt((n) => n + 1)}>
                {T.retry}
              </Button>
            </Row>
          )}
          {search.status === 'done' && search.items.length > 0 && (
            <Results>
              {search.items.map((item) => (
                <li key={item.bcode}>
                  <ResultButton type="button" onClick={() => setDong(item)}>
                    {item.label}
                  </ResultButton>
                </li>
              ))}
            </Results>
          )}
        </Stack>
      )}
      {dong && (
        <Stack>
          <Chosen>
            <small>{T.chosenDong}</small>
            <strong>{dong.label}</strong>
            <Button variant="outline" size="medium" onClick={() => setDong(null)}>
              {T.otherDong}
            </Button>
          </Chosen>
          <TextField
            label={T.rest}
            placeholder={T.restPlaceholder}
            value={rest}
            maxLength={100}
            autoFocus
            error={restError}
            onChange={(e) => {
              setRest(e.target.value);
              setRestError(undefined);
            }}
          />
          <Button variant="secondary" onClick={confirm}>
            {T.confirm}
          </Button>
        </Stack>
      )}
    </>
  );
}

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;
const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.body}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
`;
const Chosen = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.backgroundSubtle};
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge}px;
  small {
    font-size: ${({ theme }) => theme.fontSizes.small}px;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.small}px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
`;
const Results = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
const ResultButton = styled.button`
  display: block;
  width: 100%;
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.xs}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge}px;
  text-align: left;
  color: ${({ theme }) => theme.colors.text};
`;
const ErrorText = styled.p`
  margin-top: ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.small}px;
  color: ${({ theme }) => theme.colors.danger};
`;

const Loading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 120px;
  color: ${({ theme }) => theme.colors.primary};
`;
const EmbedArea = styled.div`
  height: 440px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  overflow: hidden;
`;
const Unavailable = styled.p`
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.dangerLight};
  font-size: ${({ theme }) => theme.fontSizes.body}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
