import styled from 'styled-components';
import { VisuallyHidden } from '@dolbom/shared-ui/core';

export interface FitListProps {
  /** What fits (`식사·이동 가능`, `약 1.1km`): a ✓ each. */
  fits?: readonly string[];
  /** What does not (`월~금 오후가 맞지 않아요`): a ✕ each, as large and as dark as the fits. */
  misses?: readonly string[];
  /** Accessible name of the list. */
  label: string;
  className?: string;
}

/**
 * What fits and what does not, one line each, the same size and weight (issue 30: a mismatch is said as
 * plainly as a fit). The mark is for the eye; a screen reader hears `맞아요:` / `맞지 않아요:` first.
 */
export function FitList({ fits = [], misses = [], label, className }: FitListProps) {
  if (fits.length === 0 && misses.length === 0) return null;
  return (
    <List aria-label={label} className={className}>
      {misses.map((text) => (
        <Line key={`x${text}`} $ok={false}>
          <Mark aria-hidden="true" $ok={false}>
            ✕
          </Mark>
          <VisuallyHidden>맞지 않아요: </VisuallyHidden>
          {text}
        </Line>
      ))}
      {fits.map((text) => (
        <Line key={`o${text}`} $ok>
          <Mark aria-hidden="true" $ok>
            ✓
          </Mark>
          <VisuallyHidden>맞아요: </VisuallyHidden>
          {text}
        </Line>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Line = styled.li<{ $ok: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.text};
  word-break: keep-all;
  overflow-wrap: anywhere;
`;
const Mark = styled.span<{ $ok: boolean }>`
  flex: 0 0 1.2em;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ $ok, theme }) => ($ok ? theme.colors.primary : theme.colors.danger)};
  text-align: center;
`;
