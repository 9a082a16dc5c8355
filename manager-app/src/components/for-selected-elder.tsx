import styled from 'styled-components';

/** The line above a list when an action on one of its cards failed. */
export const ActionError = styled.p.attrs({ role: 'alert' })`
  padding: ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.danger};
`;
