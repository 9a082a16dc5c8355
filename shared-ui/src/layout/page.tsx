import styled from 'styled-components';

/** A screen inside AppFrame: header on top, body filling the rest. */
export const Page = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-height: 100%;
`;

/**
 * Scrolling content with the standard 20px side padding. A div: the host's page frame is the one
 * <main> of every screen (landmark-one-main), so a page never nests a second one. `$bottomInset` reserves room for a
 * fixed BottomBar (about 96px) or TabBar so the last line is never hidden.
 */
export const PageBody = styled.div<{ $bottomInset?: number; $gap?: number }>`
  display: flex;
  flex-direction: column;
  flex: 1;
  gap: ${({ $gap = 0 }) => $gap}px;
  padding: ${({ theme }) => theme.space.xl}px ${({ theme }) => theme.layout.pagePadding}px;
  padding-bottom: calc(
    ${({ theme, $bottomInset = 0 }) => theme.space.xl + $bottomInset}px + env(safe-area-inset-bottom)
  );
`;

/** Large page heading (24px), for the first line of wizard steps and confirmation screens. */
export const PageTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.headline / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-line;
`;
