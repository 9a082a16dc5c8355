import styled from 'styled-components';

/**
 * The page column: full width on phones, 440px max (320 min), centered. Above the 768px
 * breakpoint the body turns soft gray (GlobalStyle) and the column gets a faint edge.
 */
export const AppFrame = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth}px;
  min-width: ${({ theme }) => theme.layout.minWidth}px;
  min-height: 100vh;
  min-height: 100dvh;
  margin: 0 auto;
  background: ${({ theme }) => theme.colors.background};

  @media (min-width: ${({ theme }) => theme.layout.breakpoint}px) {
    box-shadow: 0 0 24px rgba(0, 0, 0, 0.06);
  }
`;
