import { useState } from 'react';
import styled from 'styled-components';
import { Button, Fieldset, Legend } from '@dolbom/shared-ui';
import { PostcodeFinder, type PostcodeConstructor } from '@dolbom/shared-ui/address';
import type { Address } from '@dolbom/shared-api/contracts';
import { locateDong } from '../api/locate-dong';
import { searchAddress } from '../api/search-address';

const T = {
  label: '주소',
  change: '주소 바꾸기',
} as const;

export interface AddressFieldProps {
  value: Address | null;
  onChange: (address: Address) => void;
  error?: string | undefined;
  /** Loads the postcode service; tests and the e2e stub replace it. */
  loadScript?: () => Promise<PostcodeConstructor>;
}

/**
 * The elder's address: the shared PostcodeFinder (the Kakao postcode service first, as the shell's
 * sign-up, with the 법정동 code; when it cannot load, the spec's message (§8) and our own 동 search).
 */
export function AddressField({ value, onChange, error, loadScript }: AddressFieldProps) {
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
        <PostcodeFinder
          layout="inline"
          search={searchAddress}
          locate={locateDong}
          onSelect={choose}
          {...(loadScript ? { loadScript } : {})}
        />
      )}
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Fieldset>
  );
}

const Chosen = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.backgroundSubtle};
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
`;
const ErrorText = styled.p`
  margin-top: ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  color: ${({ theme }) => theme.colors.danger};
`;
