import styled from 'styled-components';
import { useSelectedElder } from '../hooks/use-selected-elder';

/** Which elder a list is for: the one chosen in the home header (lists follow it). */
export function ElderLine() {
  const { elder } = useSelectedElder();
  if (!elder) return null;
  return (
    <Line>
      <strong>{elder.elderName}</strong> 어르신 기준이에요
    </Line>
  );
}

const Line = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.primaryLight};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  color: ${({ theme }) => theme.colors.primaryDark};
`;
