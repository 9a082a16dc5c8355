import styled from 'styled-components';

/** A 48px icon button of the home header (설정, 알림). */
export const HeaderIconButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  svg {
    width: 26px;
    height: 26px;
  }
`;
