import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner, PageBody } from '@dolbom/shared-ui';
import { DongSearch, type DongItem, type DongSearchProps } from './dong-search';
import { canLocate, LocateButton, type LocateDong } from './locate-button';
import { ADDRESS_TEXT as T } from './messages';
import { loadPostcodeScript, toPostcodeAddress, type PostcodeConstructor } from './postcode';

export interface PostcodeFinderProps extends DongSearchProps {
  /**
   * Loads the Kakao postcode script; resolves when it is usable, rejects when it cannot load.
   * Default: the shared loader with a timeout. Tests inject a failing one.
   */
  loadScript?: () => Promise<PostcodeConstructor>;
  /** 'page': fills a full-screen sheet; 'inline': a block inside a form. */
  layout?: 'page' | 'inline';
  /** Shown under the unavailable message, above the built-in search. */
  intro?: ReactNode;
  /**
   * Offers `현재 위치로 주소 찾기` (when the browser can locate): the position's nearest 법정동 is
   * chosen and the person types the rest of the address.
   */
  locate?: LocateDong;
}

type PostcodeStatus = 'loading' | 'ready' | 'failed';

/**
 * 주소 검색: the Kakao (Daum) postcode service first; when its script cannot load (offline, blocked,
 * too slow), PRODUCT.md's Korean message and our own 동 search underneath.
 */
export function PostcodeFinder({
  onSelect,
  search,
  describeError,
  loadScript = loadPostcodeScript,
  layout = 'inline',
  intro,
  locate,
}: PostcodeFinderProps) {
  const [status, setStatus] = useState<PostcodeStatus>('loading');
  const [located, setLocated] = useState<DongItem | null>(null);
  const ctor = useRef<PostcodeConstructor | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  });

  useEffect(() => {
    let live = true;
    loadScript().then(
      (c) => {
        ctor.current = c;
        if (live) setStatus('ready');
      },
      (error: unknown) => {
        console.error(error);
        if (live) setStatus('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [loadScript]);

  useEffect(() => {
    if (status !== 'ready' || !ctor.current || !area.current) return;
    const Postcode = ctor.current;
    new Postcode({
      oncomplete: (data) => select.current(toPostcodeAddress(data)),
      width: '100%',
      height: '100%',
    }).embed(area.current, { autoClose: false });
  }, [status]);

  const page = layout === 'page';
  const dongSearch = (
    <DongSearch
      key={located?.bcode ?? 'search'}
      search={search}
      onSelect={onSelect}
      describeError={describeError}
      initialDong={located}
    />
  );
  // Found from the position: the chosen 동 and the rest of the address, whatever the postcode service does.
  if (located) {
    return page ? (
      <PageBody as="div" $gap={24}>
        {dongSearch}
      </PageBody>
    ) : (
      <Stack>{dongSearch}</Stack>
    );
  }
  const locateButton =
    locate && canLocate() ? (
      <LocateButton locate={locate} onLocated={setLocated} describeError={describeError} />
    ) : null;
  const withLocate = (content: ReactNode) =>
    locateButton ? (
      <Column $page={page}>
        <LocateSlot $page={page}>{locateButton}</LocateSlot>
        {content}
      </Column>
    ) : (
      content
    );

  if (status === 'loading') {
    return withLocate(
      <Loading $page={page}>
        <Spinner size={page ? 32 : 28} label={T.loadingPostcode} />
      </Loading>,
    );
  }
  if (status === 'ready') return withLocate(<EmbedArea ref={area} $page={page} />);

  const unavailable = <Unavailable role="alert">{T.postcodeUnavailable}</Unavailable>;
  if (page) {
    return (
      <PageBody as="div" $gap={24}>
        <div>
          {unavailable}
          {intro && <Intro>{intro}</Intro>}
        </div>
        {locateButton}
        {dongSearch}
      </PageBody>
    );
  }
  return (
    <Stack>
      {unavailable}
      {intro && <Intro>{intro}</Intro>}
      {locateButton}
      {dongSearch}
    </Stack>
  );
}

const Loading = styled.div<{ $page: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.primary};
  ${({ $page, theme }) => ($page ? `flex: 1; padding: ${theme.space.xxxl}px;` : 'min-height: 120px;')}
`;
const EmbedArea = styled.div<{ $page: boolean }>`
  ${({ $page, theme }) =>
    $page
      ? 'flex: 1; min-height: 440px;'
      : `height: 440px; border: 1px solid ${theme.colors.border}; border-radius: ${theme.radii.md}px; overflow: hidden;`}
`;
const Column = styled.div<{ $page: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  ${({ $page }) => ($page ? 'flex: 1;' : '')}
`;
const LocateSlot = styled.div<{ $page: boolean }>`
  ${({ $page, theme }) => ($page ? `padding: ${theme.space.md}px ${theme.layout.pagePadding}px 0;` : '')}
`;
const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
`;
const Unavailable = styled.p`
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.dangerLight};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.text};
`;
const Intro = styled.p`
  margin-top: ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.textSecondary};
`;
