import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

export interface DolbomThemeProviderProps {
  children?: ReactNode;
  /** Set false to skip the global reset (e.g. when embedding a remote inside a host that already has it). */
  withGlobalStyle?: boolean;
}

/** The one ThemeProvider of the product, plus the global reset and typography. */
export function DolbomThemeProvider({ children, withGlobalStyle = true }: DolbomThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </ThemeProvider>
  );
}
