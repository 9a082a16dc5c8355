import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, EmptyState, ErrorState, SkeletonList } from '@dolbom/shared-ui';
import { isApiError } from '@dolbom/shared-api';
import { JOB_MESSAGES, type JobSummary } from '@dolbom/shared-api/contracts';
import { errorText, loadErrorText } from '../../../lib/format';
import { useAddExperience, useJobs } from '../api/jobs';
import { JOB_TEXT as T } from '../messages';

const dotDate = (d: string) => d.slice(0, 10).replace(/-/g, '.');

/** 내 정보 › 지난 근무: her ended jobs on 돌봄이음, each one tap from her resume's experience. */
export function PastJobs() {
  const { data, error, mutate, isValidating } = useJobs('ended');
  return (
    <Box aria-label={T.pastJobs}>
      <h2>{T.pastJobs}</h2>
      {error && !data ? (
        <ErrorState message={loadErrorText(error)} onRetry={() => void mutate()} retrying={isValidating} />
      ) : !data ? (
        <SkeletonList count={1} />
      ) : data.content.length === 0 ? (
        <EmptyState message={T.pastEmpty} />
      ) : (
        data.content.map((j) => <PastJob key={j.jobId} job={j} />)
      )}
    </Box>
  );
}

function PastJob({ job }: { job: JobSummary }) {
  const add = useAddExperience();
  const [state, setState] = useState<'idle' | 'busy' | 'added'>('idle');
  const [message, setMessage] = useState('');
  return (
    <Item>
      <Link to={`/jobs/${job.jobId}`}>
        <b>{job.centerName}</b>
        <span>
          {job.workType} · {dotDate(job.startDate)} ~ {job.lastDay ? dotDate(job.lastDay) : ''}
        </span>
      </Link>
      {state === 'added' || job.experienceAdded ? (
        <Added role="status">{T.experienceAdded}</Added>
      ) : (
        <Button
          size="medium"
          variant="secondary"
          loading={state === 'busy'}
          disabled={state === 'busy'}
          onClick={async () => {
            setState('busy');
            setMessage('');
            try {
              await add(job.jobId);
              setState('added');
            } catch (e) {
              // Already on the resume: say so as done, not as a failure.
              if (isApiError(e) && e.message === JOB_MESSAGES.experienceAdded) setState('added');
              else {
                setState('idle');
                setMessage(errorText(e));
              }
            }
          }}
        >
          {T.addExperience}
        </Button>
      )}
      {message && <Failure role="alert">{message}</Failure>}
    </Item>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.title / 16}rem;
  }
`;
const Item = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.backgroundSubtle};
  a {
    display: flex;
    flex-direction: column;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
const Added = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
