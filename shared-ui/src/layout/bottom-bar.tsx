import styled from 'styled-components';

/** Height of BottomBar content with one large button, for PageBody's `$bottomInset`. */
export const BOTTOM_BAR_HEIGHT = 56 + 16 + 24;

/**
 * Fixed bottom action area within the 440px column, above the home indicator (safe-area
 * inset). Children are laid out in a row (e.g. 이전 / 다음); a single Button fills it.
 */
export const BottomBar = styled.div`
  position: fixed;
  bottom: 0;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndices.bar};
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth}px;
  transform: translateX(-50%);
  padding: ${({ theme }) => theme.space.md}px ${({ theme }) => theme.layout.pagePadding}px
    calc(${({ theme }) => theme.space.xl}px + env(safe-area-inset-bottom));
  background: linear-gradient(to bottom, rgba(255, 255, 255, 0) 0, #fff 16px);

  container-type: inline-size;

  & > * {
    flex: 1;
  }

  /* A narrow bar (320px, 아주 크게): each button as wide as its words, so none breaks mid-word; with three
     actions a leading 저장 shows only its icon (its name stays, visually hidden, for screen readers). */
  @container (max-width: 22rem) {
    & > * {
      min-width: max-content;
    }
    & > button[aria-pressed]:first-child:nth-last-child(n + 3) {
      flex: 0 0 auto;
      padding: 0;
    }
    & > button[aria-pressed]:first-child:nth-last-child(n + 3) > span {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;
