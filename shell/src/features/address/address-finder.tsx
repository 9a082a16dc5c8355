import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { DaumPostcodeEmbed } from 'react-daum-postcode';
import { Header, Modal, PageBody, Spinner } from '@dolbom/shared-ui';
import type { SignupAddress } from '../../pages/signup/signup-store';
import { AddressFallbackSearch } from './address-fallback-search';
import { ADDRESS_TEXT as T } from './messages';
import { loadPostcodeScript, toSignupAddress } from './postcode';

export interface AddressFinderProps {
  open: boolean;
  /** The back button and Escape. */
  onClose: () => void;
  /** An address was chosen; the caller keeps it and closes the finder. */
  onSelect: (address: SignupAddress) => void;
  /**
   * Loads the Kakao postcode script; resolves when it is usable, rejects when it cannot load.
   * Default: the package's loader with a timeout. Tests inject a failing one.
   */
  loadScript?: () => Promise<unknown>;
}

/**
 * Full-screen 주소 검색: the Kakao (Daum) postcode service first; when its script cannot load
 * (offline, blocked, too slow), the spec's message (§8) and our own 동 search underneath.
 */
export function AddressFinder({
  open,
  onClose,
  onSelect,
  loadScript = loadPostcodeScript,
}: AddressFinderProps) {
  const titleId = useId();
  return (
    <FullScreen open={open} onClose={onClose} placement="bottom" labelledBy={titleId} closeOnBackdrop={false}>
      <Header title={<span id={titleId}>{T.title}</span>} onBack={onClose} />
      <FinderBody onSelect={onSelect} loadScript={loadScript} />
    </FullScreen>
  );
}

type PostcodeStatus = 'loading' | 'ready' | 'failed';

function FinderBody({
  onSelect,
  loadScript,
}: Pick<AddressFinderProps, 'onSelect'> & { loadScript: () => Promise<unknown> }) {
  const [status, setStatus] = useState<PostcodeStatus>('loading');

  useEffect(() => {
    let live = true;
    loadScript().then(
      () => live && setStatus('ready'),
      (error: unknown) => {
        console.error(error);
        if (live) setStatus('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [loadScript]);

  if (status === 'loading') {
    return (
      <Center>
        <Spinner size={32} label={T.loadingPostcode} />
      </Center>
    );
  }
  if (status === 'ready') {
    // The script is loaded, so the embed's own load resolves at once from the package's cache.
    return (
      <EmbedArea>
        <DaumPostcodeEmbed
          onComplete={(data) => onSelect(toSignupAddress(data))}
          errorMessage={<Unavailable lang="en">{T.postcodeUnavailable}</Unavailable>}
          autoClose={false}
          style={{ height: '100%' }}
        />
      </EmbedArea>
    );
  }
  return (
    <PageBody as="div" $gap={24}>
      <div>
        <Unavailable role="alert" lang="en">
          {T.postcodeUnavailable}
        </Unavailable>
        <Intro>{T.fallbackIntro}</Intro>
      </div>
      <AddressFallbackSearch onSelect={onSelect} />
    </PageBody>
  );
}

// The bottom sheet stretched to the whole 440px column: a page of its own, as on the old app.
const FullScreen = styled(Modal)`
  && {
    height: 100%;
    max-height: 100dvh;
    border-radius: 0;
  }
`;
const Center = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxxl}px;
  color: ${({ theme }) => theme.colors.primary};
`;
const EmbedArea = styled.div`
  flex: 1;
  min-height: 440px;
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
