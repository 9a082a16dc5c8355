import styled from 'styled-components';
import type { ElderCard } from '@dolbom/shared-api/contracts';

/**
 * A card's fit line (PRODUCT.md "Near picks"; issue 30): `✓ 내 조건에 맞아요`, or `✕` and the main reason
 * the elder does not fit her resume, as large and as dark as a fit, with how many more reasons the detail
 * lists (`외 1가지`). Nothing without a resume (the near tab asks for one instead).
 */
export function FitLine({ item }: { item: Pick<ElderCard, 'fit' | 'fits' | 'mismatches'> }) {
  if (!item.fit) return null;
  const more = item.fits ? 0 : item.mismatches.length - 1;
  return (
    <Line $fits={item.fits}>
      <Mark aria-hidden="true" $fits={item.fits}>
        {item.fits ? '✓' : '✕'}
      </Mark>
      <span>
        {item.fit}
        {more > 0 && <More>{` 외 ${more}가지`}</More>}
      </span>
    </Line>
  );
}

const Line = styled.p<{ $fits: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs}px;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xxs}px ${theme.space.xs}px`};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme, $fits }) => ($fits ? theme.colors.primaryLight : theme.colors.dangerLight)};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme, $fits }) => ($fits ? theme.colors.primaryDark : theme.colors.text)};
  word-break: keep-all;
  overflow-wrap: anywhere;
`;
const Mark = styled.span<{ $fits: boolean }>`
  flex: 0 0 auto;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme, $fits }) => ($fits ? theme.colors.primary : theme.colors.danger)};
`;
const More = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;
