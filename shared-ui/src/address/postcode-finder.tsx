import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../components/spinner';
import { PageBody } from '../layout/page';
import { DongSearch, type DongSearchProps } from './dong-search';
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
}: PostcodeFinderProps) {
  const [status, setStatus] = useState<PostcodeStatus>('loading');
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
  if (status === 'loading') {
    return (
      <Loading $page={page}>
        <Spinner size={page ? 32 : 28} label={T.loadingPostcode} />
      </Loading>
    );
  }
  if (status === 'ready') return <EmbedArea ref={area} $page={page} />;

  const unavailable = <Unavailable role="alert">{T.postcodeUnavailable}</Unavailable>;
  const dongSearch = <DongSearch search={search} onSelect={onSelect} describeError={describeError} />;
  if (page) {
    return (
      <PageBody as="div" $gap={24}>
        <div>
          {unavailable}
          {intro && <Intro>{intro}</Intro>}
        </div>
        {dongSearch}
      </PageBody>
    );
  }
  return (
    <Stack>
      {unavailable}
      {intro && <Intro>{intro}</Intro>}
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
const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
`;
const Unavailable = styled.p`
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.dangerLight};
  font-size: ${({ theme }) => theme.fontSizes.body}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.text};
`;
const Intro = styled.p`
  margin-top: ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.body}px;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.textSecondary};
`;
