import styled from 'styled-components';

/** The match score's short reasons (e.g. `식사 · 이동 가능`, `주 5일 중 4일 가능`, `1.1km`). */
export function Reasons({ reasons, label = '추천 이유' }: { reasons: string[]; label?: string }) {
  if (reasons.length === 0) return null;
  return (
    <List aria-label={label}>
      {reasons.map((r) => (
        <li key={r}>{r}</li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  color: ${({ theme }) => theme.colors.textSecondary};
  li::before {
    content: '✓ ';
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

export const Score = styled.span`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.full}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
