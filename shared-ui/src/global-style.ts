import { createGlobalStyle } from 'styled-components';

/**
 * Reset and base typography. Font files are not imported here: the shell links Pretendard's
 * dynamic-subset CSS, and the stack falls back to the system Korean fonts until it loads.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  * {
    margin: 0;
    padding: 0;
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    -webkit-tap-highlight-color: transparent;
  }

  body {
    min-width: ${({ theme }) => theme.layout.minWidth}px;
    font-family: ${({ theme }) => theme.fontFamily};
    font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    word-break: keep-all;
    /* A long word without spaces (a center's name, 강남개포재가노인복지센터) breaks anywhere rather than
       widening its box and the page at 320px with 아주 크게; unlike break-word this also lets flex and
       grid items shrink below the word's width. */
    overflow-wrap: anywhere;
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }

  @media (min-width: ${({ theme }) => theme.layout.breakpoint}px) {
    body {
      background: ${({ theme }) => theme.colors.backgroundPage};
    }
  }

  img, svg, video, canvas {
    display: block;
    max-width: 100%;
  }

  svg {
    flex-shrink: 0;
  }

  input, button, textarea, select {
    font: inherit;
    color: inherit;
    letter-spacing: inherit;
  }

  button {
    background: none;
    border: none;
    cursor: pointer;
  }

  button:disabled {
    cursor: not-allowed;
  }

  a {
    color: inherit;
    text-decoration: none;
  }

  /* A phone number is tapped to call: a full 48px target wherever it is shown. */
  a[href^='tel:'] {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.tapTargetMin}px;
    text-decoration: underline;
    text-underline-offset: 3px;
  }

  ul, ol {
    list-style: none;
  }

  h1, h2, h3, h4, h5, h6 {
    font-size: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }

  :focus {
    outline: none;
  }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
