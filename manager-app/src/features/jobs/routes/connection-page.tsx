import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ErrorState, SkeletonList, SubPage } from '@dolbom/shared-ui';
import { JOB_STATUS_LABELS } from '@dolbom/shared-api/contracts';
import { useConnection } from '../api/jobs';
import { JobFacts } from '../components/job-facts';
import { People } from '../components/people';
import { JOBS_TEXT as T } from '../messages';

/** /connections/:connectionId: an accepted contact or apply (`연결됨`), its job, and 채용 제안하기. */
export function ConnectionPage() {
  const navigate = useNavigate();
  const connectionId = Number(useParams().connectionId);
  const { data, error, mutate } = useConnection(connectionId);
  return (
    <SubPage title={T.connectionTitle} fallback="/inbox?tab=approved">
      {error && !data ? (
        <ErrorState onRetry={() => void mutate()} />
      ) : !data ? (
        <SkeletonList count={2} />
      ) : (
        <Stack>
          <People parties={data} />
          {data.endedAt && <Note>{T.connectionEnded}</Note>}
          {/* 대화 (issue 32): the conversation of this connection. */}
          <Button variant="secondary" onClick={() => navigate(`/conversations/${data.connectionId}`)}>
            {data.caregiverName} 요양보호사와 대화하기
          </Button>
          {data.job && (
            <>
              <Status>{JOB_STATUS_LABELS[data.job.status]}</Status>
              {data.job.status === 'talk' && data.job.talkReason && (
                <Note>
                  {T.talkReason}: {data.job.talkReason}
                </Note>
              )}
              <JobFacts job={data.job} />
              <Button variant="secondary" onClick={() => navigate(`/jobs/${data.job!.jobId}`)}>
                {T.seeJob}
              </Button>
            </>
          )}
          {data.canPropose && (
            <Button size="large" onClick={() => navigate(`/connections/${data.connectionId}/propose`)}>
              {data.job ? T.proposeAgain : T.propose}
            </Button>
          )}
        </Stack>
      )}
    </SubPage>
  );
}

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;
export const Status = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.gray100};
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
export const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.body / 16}rem;
  overflow-wrap: anywhere;
`;
