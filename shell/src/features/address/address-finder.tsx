import { useId } from 'react';
import styled from 'styled-components';
import { Header, Modal } from '@dolbom/shared-ui';
import { PostcodeFinder, type PostcodeConstructor } from '@dolbom/shared-ui/address';
import { isApiError } from '@dolbom/shared-api';
import type { SignupAddress } from '../../pages/signup/signup-store';
import { locateDong } from './api/locate-dong';
import { searchAddress } from './api/search-address';
import { ADDRESS_TEXT as T } from './messages';

export interface AddressFinderProps {
  open: boolean;
  /** The back button and Escape. */
  onClose: () => void;
  /** An address was chosen; the caller keeps it and closes the finder. */
  onSelect: (address: SignupAddress) => void;
  /**
   * Loads the Kakao postcode script; resolves when it is usable, rejects when it cannot load.
   * Default: the shared loader with a timeout. Tests inject a failing one.
   */
  loadScript?: () => Promise<PostcodeConstructor>;
}

const describeError = (error: unknown) => (isApiError(error) ? error.message : undefined);

/**
 * Full-screen 주소 검색: the shared PostcodeFinder (the Kakao postcode service first; when its script
 * cannot load, the spec's message (§8) and our own 동 search underneath) in a page-sized sheet.
 */
export function AddressFinder({ open, onClose, onSelect, loadScript }: AddressFinderProps) {
  const titleId = useId();
  return (
    <FullScreen open={open} onClose={onClose} placement="bottom" labelledBy={titleId} closeOnBackdrop={false}>
      <Header banner={false} title={<span id={titleId}>{T.title}</span>} onBack={onClose} />
      <PostcodeFinder
        layout="page"
        search={searchAddress}
        locate={locateDong}
        describeError={describeError}
        onSelect={onSelect}
        {...(loadScript ? { loadScript } : {})}
      />
    </FullScreen>
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
