/**
 * Design tokens of 돌봄이음. Many users are in their 50s–60s on small phones, so text starts at
 * 16px (17 for body), tap targets at 48px, and every text colour meets WCAG AA on its background.
 * Contrast notes are against white (#FFFFFF).
 */
export const colors = {
  /** Teal-green; white text on it is 5.2:1 (AA at any size). */
  primary: '#0F7B6C',
  primaryPressed: '#0B6B5E',
  /** Darker variant for primary-coloured text and links (7.9:1). */
  primaryDark: '#0A5C50',
  primaryLight: '#E7F4F1',
  primaryBorder: '#9FD2C7',

  /** Success messages (e.g. '사용 가능한 아이디입니다.'), 5.4:1. */
  success: '#13795B',
  /** Errors and destructive actions, 5.6:1 on white and 4.9:1 on dangerLight (red chips). */
  danger: '#C42B27',
  dangerLight: '#FDECEC',

  white: '#FFFFFF',
  black: '#000000',
  gray50: '#F9FAFB',
  gray100: '#F2F4F6',
  gray200: '#E5E8EB',
  gray300: '#D1D6DB',
  gray400: '#B0B8C1',
  gray500: '#8B95A1',
  /** Lowest gray allowed for text (4.6:1). */
  gray600: '#6B7684',
  gray700: '#4E5968',
  gray800: '#333D4B',
  gray900: '#191F28',

  text: '#191F28',
  textSecondary: '#4E5968',
  /** 4.7:1 even on gray200, so greyed tags and hints stay readable on every surface (5.3:1 on gray100). */
  textTertiary: '#5B6673',
  textDisabled: '#B0B8C1',
  border: '#E5E8EB',
  borderStrong: '#D1D6DB',

  background: '#FFFFFF',
  /** Page background outside the 440px column on wide screens. */
  backgroundPage: '#F2F4F6',
  /** Quiet surfaces inside the column (cards, skeletons). */
  backgroundSubtle: '#F9FAFB',
  backdrop: 'rgba(0, 0, 0, 0.5)',
  focus: '#0F7B6C',
} as const;

/**
 * Font sizes in px at the default root size (16px). Write them as rem (`${theme.fontSizes.body / 16}rem`),
 * as every text-bearing height, so they follow 글자 크기 (the shell sets the root font size) and the
 * phone's own text size. `caption` is only for non-essential text; tab labels are the one place below 16.
 */
export const fontSizes = {
  tab: 14,
  caption: 14,
  small: 16,
  body: 17,
  bodyLarge: 18,
  title: 20,
  headline: 24,
  display: 28,
} as const;

export const fontWeights = {
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
} as const;

export const lineHeights = {
  tight: 1.3,
  normal: 1.5,
  relaxed: 1.65,
} as const;

/** Spacing scale in px (4px grid). */
export const space = {
  xxs: 4,
  xs: 8,
  sm: 12,
  md: 16,
  lg: 20,
  xl: 24,
  xxl: 32,
  xxxl: 40,
} as const;

export const radii = {
  sm: 8,
  md: 12,
  lg: 16,
  xl: 20,
  full: 9999,
} as const;

export const shadows = {
  card: '0 2px 8px rgba(0, 0, 0, 0.06)',
  raised: '0 4px 16px rgba(0, 0, 0, 0.08)',
  modal: '0 12px 40px rgba(0, 0, 0, 0.18)',
  bar: '0 -2px 12px rgba(0, 0, 0, 0.06)',
} as const;

export const layout = {
  maxWidth: 440,
  minWidth: 320,
  breakpoint: 768,
  headerHeight: 56,
  tabBarHeight: 64,
  tapTargetMin: 48,
  pagePadding: 20,
} as const;

export const zIndices = {
  header: 100,
  bar: 200,
  backdrop: 1000,
  dialog: 1001,
} as const;

export const fontFamily =
  "'Pretendard UI', 'Pretendard Variable', Pretendard, -apple-system, BlinkMacSystemFont, system-ui, 'Apple SD Gothic Neo', 'Noto Sans KR', sans-serif";

export const theme = {
  colors,
  fontSizes,
  fontWeights,
  lineHeights,
  space,
  radii,
  shadows,
  layout,
  zIndices,
  fontFamily,
} as const;

export type DolbomTheme = typeof theme;

/** `px(16)` → `'16px'`; keeps template literals short. */
export const px = (n: number): string => `${n}px`;
