import styled from 'styled-components';

export const DialogBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => `${theme.space.xxl}px ${theme.space.xl}px ${theme.space.xl}px`};
  text-align: center;
`;

export const DialogTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.title / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text};
`;

export const DialogText = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const DialogActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: 0 ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.lg}px;

  & > * {
    flex: 1;
  }
`;

/** The content of a bottom sheet that asks before an action: text, choices, then SheetActions. */
export const SheetBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
  padding: 0 ${({ theme }) => theme.space.lg}px ${({ theme }) => theme.space.lg}px;
  /* Its text; an error (role=alert) keeps its own colour. */
  & > p:not([role='alert']) {
    margin: 0;
    white-space: pre-line;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

/** 취소 and the action, side by side and of equal width, at the foot of a SheetBody. */
export const SheetActions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm}px;
`;
