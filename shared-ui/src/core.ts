// @dolbom/shared-ui/core — what the shell's first screen (/login) draws and nothing more: the theme and
// global style, the page column, buttons, text fields, check boxes, the spinner and the icons. A shared
// module of its own (docs/adr/0046-first-load-split-shared-code.md), so /login loads neither the rest of
// the design system nor any feature. '@dolbom/shared-ui' re-exports all of it.
//
// Files of this entry import each other by relative path; every other file of shared-ui imports these names
// from '@dolbom/shared-ui/core' (or '@dolbom/shared-ui'), never by a relative path: a relative import would
// put a second copy of the file into that entry's chunk (eslint.config.js checks it).

// Loads the DefaultTheme augmentation for every package that imports shared-ui (erased at runtime).
import type {} from './styled';

export * from './theme';
export { GlobalStyle } from './global-style';
export { DolbomThemeProvider } from './theme-provider';
export type { DolbomThemeProviderProps } from './theme-provider';
export { messages } from './messages';
export { AppFrame } from './layout/app-frame';

export { Button } from './components/button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/button';
export { TextField } from './components/text-field';
export type { TextFieldProps } from './components/text-field';
export { Checkbox } from './components/checkbox';
export type { CheckboxProps } from './components/checkbox';
export { Spinner } from './components/spinner';
export type { SpinnerProps } from './components/spinner';
export { VisuallyHidden } from './components/visually-hidden';

export * from './icons';
