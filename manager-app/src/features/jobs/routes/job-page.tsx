import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ErrorState, SkeletonList, SubPage } from '@dolbom/shared-ui';
import { JOB_STATUS_LABELS, type JobDetail } from '@dolbom/shared-api/contracts';
import { useJobContract } from '@dolbom/shared-api/hooks';
import { useSelectedElderStore } from '../../../stores/selected-elder';
import { dateText } from '../../../lib/format';
import { useEndJob, useJob } from '../api/jobs';
import { EndJobDialog } from '../components/end-job-form';
import { JobFacts } from '../components/job-facts';
import { People } from '../components/people';
import { JOBS_TEXT as T } from '../messages';
import { RequestForJob } from '../../substitutes/components/elder-substitutes';
import { NoShowOnJob } from '../../substitutes/components/no-show';
import { Note, Stack, Status } from './connection-page';

/** /jobs/:jobId (the notifications' target): one job, its answer, 다시 제안하기 and 근무 종료. */
export function JobPage() {
  const jobId = Number(useParams().jobId);
  const { data, error, mutate } = useJob(jobId);
  return (
    <SubPage title={T.jobTitle} fallback="/assignments">
      {error && !data ? (
        <ErrorState onRetry={() => void mutate()} />
      ) : !data ? (
        <SkeletonList count={2} />
      ) : (
        <JobBody job={data} />
      )}
    </SubPage>
  );
}

function JobBody({ job }: { job: JobDetail }) {
  const navigate = useNavigate();
  const endJob = useEndJob();
  const selectElder = useSelectedElderStore((s) => s.select);
  const [ending, setEnding] = useState(false);
  const contract = useJobContract('manager', job.jobId);
  return (
    <Stack>
      <People parties={job} />
      <Status>{JOB_STATUS_LABELS[job.status]}</Status>
      {job.status === 'proposed' && <Note>{T.waiting}</Note>}
      {job.status === 'active' && <Note>{T.active}</Note>}
      {job.status === 'talk' && (
        <Note>
          {T.talk}
          {job.talkReason && (
            <>
              <br />
              {T.talkReason}: {job.talkReason}
            </>
          )}
        </Note>
      )}
      {job.status === 'ended' && job.lastDay && job.endReason && (
        <Note>{T.ended(dateText(job.lastDay), job.endReason)}</Note>
      )}
      <JobFacts job={job} />
      {job.status === 'talk' && job.canProposeAgain && (
        <Button size="large" onClick={() => navigate(`/connections/${job.connectionId}/propose`)}>
          {T.proposeAgain}
        </Button>
      )}
      {(job.status === 'proposed' || job.status === 'active' || contract.data?.contractId) && (
        <Button
          variant="secondary"
          size="large"
          disabled={!contract.data}
          onClick={() =>
            navigate(
              contract.data?.contractId
                ? `/contracts/${contract.data.contractId}`
                : `/jobs/${job.jobId}/contract`,
            )
          }
        >
          {contract.data?.contractId ? '근로계약서 보기' : '근로계약서 만들기'}
        </Button>
      )}
      {job.status === 'active' && <RequestForJob jobId={job.jobId} />}
      {job.status !== 'proposed' && job.status !== 'talk' && <NoShowOnJob job={job} />}
      {job.status === 'active' && (
        <Button variant="outline" size="large" onClick={() => setEnding(true)}>
          {T.endJob}
        </Button>
      )}
      {(job.status === 'active' || job.status === 'ended') && (
        <Button variant="secondary" size="large" onClick={() => navigate(`/jobs/${job.jobId}/review`)}>
          후기 쓰기 · 보기
        </Button>
      )}
      {job.offerElders.length > 0 && (
        <Offer aria-label={T.offerTitle}>
          <h2>{T.offerTitle}</h2>
          <p>{T.offerHint}</p>
          {job.offerElders.map((e) => (
            <Button
              key={e.elderId}
              variant="secondary"
              onClick={() => {
                selectElder(e.elderId);
                navigate(`/contact/${job.caregiverId}`);
              }}
            >
              {T.offer(e.elderName)}
            </Button>
          ))}
        </Offer>
      )}
      <EndJobDialog
        job={job}
        open={ending}
        onClose={() => setEnding(false)}
        onEnd={(body) => endJob(job.jobId, body)}
      />
    </Stack>
  );
}

const Offer = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.title / 16}rem;
  }
  p {
    margin: 0;
  }
`;
