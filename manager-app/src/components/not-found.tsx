import { useNavigate } from 'react-router-dom';
import { Button, EmptyState } from '@dolbom/shared-ui';
import { isApiError } from '@dolbom/shared-api';

/** A detail whose id does not exist or is not the manager's: the server says 404 (or 400 for a bad id). */
export const isNotFound = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 400);

/** The not-found state of a detail screen: says so and leads back to a list (no endless 다시 시도). */
export function NotFound({ message, to, action }: { message: string; to: string; action: string }) {
  const navigate = useNavigate();
  return (
    <EmptyState
      message={message}
      description="지워졌거나 볼 수 없는 정보예요."
      action={<Button onClick={() => navigate(to, { replace: true })}>{action}</Button>}
    />
  );
}
