import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { DolbomThemeProvider } from './theme-provider';

function Wrapper({ children }: { children: ReactNode }) {
  return <DolbomThemeProvider>{children}</DolbomThemeProvider>;
}

/** Renders inside the theme provider, as every screen of the app is. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Wrapper, ...options });
}
