import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface FullPageMessageProps {
  /** A short visual mark above the title (e.g. '!' or '404'). */
  mark: ReactNode;
  tone?: 'danger' | 'primary';
  title: ReactNode;
  body?: ReactNode;
  /** Usually one large Button. */
  action?: ReactNode;
  /** `alert` for failures a screen reader should announce. */
  role?: 'alert';
}

/** A whole screen with one message and one way forward: the 404 page, a remote that failed to load. */
export function FullPageMessage({ mark, tone = 'primary', title, body, action, role }: FullPageMessageProps) {
  return (
    <Wrap role={role}>
      <Mark $tone={tone} aria-hidden="true">
        {mark}
      </Mark>
      <h1>{title}</h1>
      {body && <p>{body}</p>}
      {action}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space.xl}px;
  text-align: center;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.headline / 16}rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.md}px;
    color: ${({ theme }) => theme.colors.textSecondary};
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
    white-space: pre-line;
  }
`;

const Mark = styled.div<{ $tone: 'danger' | 'primary' }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-width: 64px;
  height: 64px;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.full}px;
  font-size: 1.75rem;
  font-weight: 800;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.primary)};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerLight : theme.colors.primaryLight)};
`;
