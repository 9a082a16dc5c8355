import { useNavigate } from 'react-router-dom';
import { Button } from '@dolbom/shared-ui';
import { useConnectionOf } from '../api/jobs';
import { JOBS_TEXT as T } from '../messages';

/**
 * On an accepted contact or apply: `채용 제안하기` while a proposal can be made, `근무 보기` once there is
 * a job, else `연결 보기`. Nothing until the connection is found (one request per elder, shared by a list).
 */
export function ConnectionButton({
  elderId,
  from,
  size = 'medium',
}: {
  elderId: number;
  from: { contactId: number } | { applyId: number };
  size?: 'medium' | 'large';
}) {
  const navigate = useNavigate();
  const c = useConnectionOf(elderId, from);
  if (!c) return null;
  const go = (path: string) => navigate(path);
  if (c.canPropose && (!c.job || c.job.status === 'talk'))
    return (
      <Button size={size} onClick={() => go(`/connections/${c.connectionId}/propose`)}>
        {c.job ? T.proposeAgain : T.propose}
      </Button>
    );
  return (
    <Button
      size={size}
      variant="secondary"
      onClick={() => go(c.job ? `/jobs/${c.job.jobId}` : `/connections/${c.connectionId}`)}
    >
      {c.job ? T.seeJob : T.seeConnection}
    </Button>
  );
}
