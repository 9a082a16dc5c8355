import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@dolbom/shared-ui';

interface Props {
  label: string;
  /** What was chosen, or nothing yet. */
  value?: ReactNode;
  action: string;
  onAction: () => void;
  error?: string;
}

/** A value chosen on another screen (center, address) with the button that opens that screen. */
export function PickedValue({ label, value, action, onAction, error }: Props) {
  return (
    <Wrap>
      <Label>{label}</Label>
      {value && <Value>{value}</Value>}
      <Button variant={value ? 'outline' : 'secondary'} onClick={onAction}>
        {action}
      </Button>
      {error && <Error role="alert">{error}</Error>}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
`;
const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  font-weight: 700;
`;
const Value = styled.div`
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.backgroundSubtle};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
const Error = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
