import styled from 'styled-components';

/** A warning she must not miss (a wage below the minimum, a clash with another job). */
export const Warning = styled.div`
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  border: 2px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  overflow-wrap: anywhere;
  p,
  ul {
    margin: 0;
  }
  ul {
    padding-left: 1.2em;
  }
  strong {
    display: block;
    margin-bottom: 4px;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

export const StatusLine = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.gray100};
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
