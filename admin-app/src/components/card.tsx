import styled from 'styled-components';

/** One item of an operator list: a white box with a title line, detail lines and its actions. */
export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.white};
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

export const CardLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSecondary};
  overflow-wrap: anywhere;
`;

export const CardActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
  margin-top: ${({ theme }) => theme.space.xs}px;
  & > * {
    flex: 1;
  }
`;

/** A small coloured label: 정지됨, 대기, 확인됨… */
export const Badge = styled.span<{ $tone?: 'danger' | 'primary' | 'neutral' }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.full}px;
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  background: ${({ theme, $tone = 'neutral' }) =>
    $tone === 'danger'
      ? theme.colors.dangerLight
      : $tone === 'primary'
        ? theme.colors.primaryLight
        : theme.colors.backgroundPage};
  color: ${({ theme, $tone = 'neutral' }) =>
    $tone === 'danger'
      ? theme.colors.danger
      : $tone === 'primary'
        ? theme.colors.primaryDark
        : theme.colors.textSecondary};
`;
