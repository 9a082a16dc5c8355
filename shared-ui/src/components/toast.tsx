import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastProps {
  /** Nothing is shown while null (the live region stays, so screen readers hear the next one). */
  message: string | null;
  /** e.g. 되돌리기. */
  action?: ToastAction | undefined;
  /** Extra px from the bottom, e.g. BOTTOM_BAR_HEIGHT on a screen with a fixed action bar. */
  bottomOffset?: number;
  /** `alert` for a failure rendered only when it happens (announced as it appears). Default status. */
  role?: 'status' | 'alert';
}

/** A short confirmation at the bottom of the screen (role=status), with an optional action. */
export function Toast({ message, action, bottomOffset = 0, role = 'status' }: ToastProps) {
  return (
    <Bar
      role={role}
      aria-live={role === 'alert' ? 'assertive' : 'polite'}
      $shown={message !== null}
      $offset={bottomOffset}
    >
      {message !== null && (
        <>
          <span>{message}</span>
          {action && (
            <button type="button" onClick={action.onClick}>
              {action.label}
            </button>
          )}
        </>
      )}
    </Bar>
  );
}

/** A value that clears itself `ms` after it is set (what a toast shows). */
export function useTimedValue<T>(ms = 6000): [T | null, (value: T | null) => void] {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    if (value === null) return;
    const timer = window.setTimeout(() => setValue(null), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return [value, setValue];
}

/** Navigation state that makes the next screen's RouteToast say `message`. */
export const toastState = (message: string) => ({ toast: message });

/**
 * Shows the toast a screen was sent with (`navigate(to, { state: toastState('…') })`), once: the
 * state is cleared so a reload does not repeat it.
 */
export function RouteToast({ ms = 4000 }: { ms?: number }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [message, setMessage] = useTimedValue<string>(ms);
  const sent = (location.state as { toast?: unknown } | null)?.toast;
  useEffect(() => {
    if (typeof sent !== 'string') return;
    setMessage(sent);
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [sent, setMessage, navigate, location.pathname, location.search]);
  return <Toast message={message} />;
}

const Bar = styled.div<{ $shown: boolean; $offset: number }>`
  position: fixed;
  left: 50%;
  /* Above the tab bar where the frame has one (the home frame sets --dolbom-tab-bar). */
  bottom: calc(var(--dolbom-tab-bar, 0px) + ${({ theme, $offset }) => theme.space.lg + $offset}px);
  transform: translateX(-50%);
  width: calc(min(100vw, 440px) - ${({ theme }) => theme.space.lg * 2}px);
  display: ${({ $shown }) => ($shown ? 'flex' : 'none')};
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: 3rem;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.xs}px ${theme.space.xs}px ${theme.space.md}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  /* Above a fixed bottom bar, below dialogs. */
  z-index: ${({ theme }) => theme.zIndices.bar + 1};
  button {
    min-height: 3rem;
    padding: 0 ${({ theme }) => theme.space.md}px;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.primaryLight};
    font-size: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration: underline;
    cursor: pointer;
  }
`;
