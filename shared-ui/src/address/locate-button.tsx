import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@dolbom/shared-ui';
import type { DongItem } from './dong-search';
import { ADDRESS_TEXT as T } from './messages';

/** Turns a position into the nearest 법정동 (`GET /api/address/nearest`); each app passes its own fetcher. */
export type LocateDong = (position: { lat: number; lng: number }) => Promise<DongItem>;

export interface LocateButtonProps {
  locate: LocateDong;
  onLocated: (dong: DongItem) => void;
  describeError?: ((error: unknown) => string | undefined) | undefined;
}

/** The browser's position, asked only now that the person tapped (the permission prompt follows the tap). */
function currentPosition(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      reject,
      // A 동 is all we need: a coarse, recent fix is faster and spares the battery.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  });
}

export const canLocate = () => typeof navigator !== 'undefined' && !!navigator.geolocation;

/** `현재 위치로 주소 찾기`: the browser's position → the nearest 동, then the rest of the address is typed. */
export function LocateButton({ locate, onLocated, describeError }: LocateButtonProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  async function find() {
    if (pending) return;
    setPending(true);
    setError(undefined);
    try {
      onLocated(await locate(await currentPosition()));
    } catch (e) {
      console.error(e);
      // A GeolocationPositionError (refused, no fix) has no message for a person; the server's 404 has.
      setError(describeError?.(e) || T.locateFailed);
      setPending(false);
    }
  }

  return (
    <Wrap>
      <Button variant="outline" loading={pending} onClick={find}>
        {T.locate}
      </Button>
      {error && <Failed role="alert">{error}</Failed>}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
`;
const Failed = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.danger};
`;
