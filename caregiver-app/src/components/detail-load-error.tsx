import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ErrorState } from '@dolbom/shared-ui';
import { isApiError } from '@dolbom/shared-api';
import { loadErrorText } from '../lib/format';

/**
 * A detail that failed to load. An id that does not exist or is not the caller's (404, or a bad id 400)
 * will never load, so it says so with a way back instead of `다시 시도` (issue 15); other failures
 * keep 다시 시도.
 */
export function DetailLoadError({
  error,
  onRetry,
  retrying,
  what,
  back,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  /** e.g. '어르신 공고', '연락' */
  what: string;
  /** Where 목록으로 goes. */
  back: { to: string; label: string };
}) {
  const navigate = useNavigate();
  if (isApiError(error) && (error.status === 404 || error.status === 400)) {
    return (
      <Gone>
        <ErrorState
          message={`찾을 수 없는 ${what}이에요`}
          description="지워졌거나 주소가 잘못되었을 수 있어요."
        />
        <Button variant="outline" onClick={() => navigate(back.to, { replace: true })}>
          {back.label}
        </Button>
      </Gone>
    );
  }
  return <ErrorState message={loadErrorText(error)} onRetry={onRetry} retrying={retrying} />;
}

const Gone = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;
