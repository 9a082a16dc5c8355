import { Link } from 'react-router-dom';
import styled from 'styled-components';

/**
 * A card's title link whose ::after covers the card (the nearest positioned ancestor), so the whole
 * card is one big tap target while the link's name stays the title. Controls inside the card sit
 * above it (position: relative; z-index: 1), so no control is nested in another.
 */
export const StretchedLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
