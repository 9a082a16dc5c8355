import type { ReactNode } from 'react';
import { messages, Button } from '@dolbom/shared-ui/core';
import { StateAction, StateDescription, StateMessage, StateRoot } from './empty-state';

export interface ErrorStateProps {
  /** Default '정보를 불러오지 못했어요'. */
  message?: ReactNode;
  description?: ReactNode;
  /** Called by the 다시 시도 button. */
  onRetry?: () => void;
  /** Spinner on the button while the retry runs. */
  retrying?: boolean;
  className?: string;
}

/** What a screen shows when its data failed to load; never sample data. */
export function ErrorState({
  message = messages.loadError,
  description,
  onRetry,
  retrying = false,
  className,
}: ErrorStateProps) {
  return (
    <StateRoot className={className} role="alert">
      <StateMessage>{message}</StateMessage>
      {description && <StateDescription>{description}</StateDescription>}
      {onRetry && (
        <StateAction>
          <Button variant="outline" size="medium" onClick={onRetry} loading={retrying}>
            {messages.retry}
          </Button>
        </StateAction>
      )}
    </StateRoot>
  );
}
