import styled from 'styled-components';
import type { NearAllItem } from '@dolbom/shared-api/contracts';

/**
 * The near list's line on each card (PRODUCT.md "Near picks"): `내 조건에 맞아요` or the one main reason
 * the elder does not fit the resume. Nothing without a resume (ResumeHint above the list asks for one).
 */
export function FitLine({ item }: { item: Pick<NearAllItem, 'fit' | 'fits'> }) {
  if (!item.fit) return null;
  return (
    <Line $fits={item.fits}>
      <span aria-hidden>{item.fits ? '✓ ' : '! '}</span>
      {item.fit}
    </Line>
  );
}

const Line = styled.p<{ $fits: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $fits }) => ($fits ? theme.colors.success : theme.colors.textSecondary)};
  word-break: keep-all;
`;
