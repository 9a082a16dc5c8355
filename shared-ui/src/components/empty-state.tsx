import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface EmptyStateProps {
  /** The spec's empty text, e.g. '아직 연락이 없어요'. */
  message: ReactNode;
  icon?: ReactNode;
  description?: ReactNode;
  /** e.g. a Button leading somewhere useful. */
  action?: ReactNode;
  className?: string;
}

export const StateRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.xxxl * 1.5}px ${theme.space.xl}px`};
  text-align: center;
`;

export const StateIcon = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  margin-bottom: ${({ theme }) => theme.space.xxs}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.gray100};
  color: ${({ theme }) => theme.colors.gray600};

  & svg {
    width: 32px;
    height: 32px;
  }
`;

export const StateMessage = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.text};
`;

export const StateDescription = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.textSecondary};
  white-space: pre-line;
`;

export const StateAction = styled.div`
  margin-top: ${({ theme }) => theme.space.sm}px;
`;

/** What a list shows when it has nothing in it. */
export function EmptyState({ message, icon, description, action, className }: EmptyStateProps) {
  return (
    <StateRoot className={className}>
      {icon && <StateIcon aria-hidden="true">{icon}</StateIcon>}
      <StateMessage>{message}</StateMessage>
      {description && <StateDescription>{description}</StateDescription>}
      {action && <StateAction>{action}</StateAction>}
    </StateRoot>
  );
}
