import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, SkeletonList, SubPage } from '@dolbom/shared-ui';
import { isApiError } from '@dolbom/shared-api';
import { useJobContract } from '@dolbom/shared-api/hooks';
import { ELDER_GONE_REASONS, JOB_STATUS_LABELS, type JobDetail } from '@dolbom/shared-api/contracts';
import { CenterPhone } from '../../../components/care-card';
import { DetailLoadError } from '../../../components/detail-load-error';
import { ElderCard } from '../../../components/elder-card';
import { Section } from '../../../components/screen';
import { errorText, thousands, won } from '../../../lib/format';
import { useAddExperience, useConfirmJob, useEndJob, useJob, useTalkJob } from '../api/jobs';
import { EndDialog, TalkDialog } from '../components/answer-dialogs';
import { Stack, StatusLine, Warning } from '../components/notice';
import { PayEstimate } from '../components/pay-breakdown';
import { WeekList } from '../components/week-list';
import { JOB_TEXT as T } from '../messages';
import { AbsenceButton } from '../../substitutes/components/absence-button';

const dotDate = (d: string) => d.slice(0, 10).replace(/-/g, '.');

/** /jobs/:jobId (the notifications' target): a proposal to answer, a job in progress, or one that ended. */
export function JobPage() {
  const jobId = Number(useParams().jobId);
  const { data, error, mutate, isValidating } = useJob(jobId);
  return (
    <SubPage title={data?.status === 'proposed' ? T.proposalTitle : T.jobTitle} fallback="/schedule">
      {error && !data && (
        <DetailLoadError
          error={error}
          onRetry={() => void mutate()}
          retrying={isValidating}
          what="근무"
          back={{ to: '/schedule', label: '내 일정으로' }}
        />
      )}
      {!data && !error && <SkeletonList count={3} />}
      {data && <JobBody job={data} />}
    </SubPage>
  );
}

function JobBody({ job }: { job: JobDetail }) {
  const confirm = useConfirmJob();
  const talk = useTalkJob();
  const end = useEndJob();
  const [dialog, setDialog] = useState<'talk' | 'end' | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState('');
  const contract = useJobContract('caregiver', job.jobId);
  const navigate = useNavigate();

  async function onConfirm() {
    if (pending) return;
    setPending(true);
    setFailure('');
    try {
      await confirm(job.jobId);
    } catch (e) {
      setFailure(isApiError(e) && e.fields?.schedule ? e.fields.schedule : errorText(e));
    } finally {
      setPending(false);
    }
  }

  return (
    <Stack>
      <Head>
        <h2>{job.title}</h2>
        <p>
          {job.centerName} · {T.manager} {job.managerName}
        </p>
      </Head>
      <CenterPhone phone={job.managerPhone} />
      <StatusLine>{JOB_STATUS_LABELS[job.status]}</StatusLine>
      {contract.data?.contractId && (
        <Button
          variant="secondary"
          size="large"
          onClick={() => navigate(`/contracts/${contract.data!.contractId}`)}
        >
          근로계약서 보기
        </Button>
      )}
      {job.status === 'proposed' && <p>{T.proposed}</p>}
      {job.status === 'active' && <p>{T.active}</p>}
      {job.status === 'talk' && <p>{T.talk}</p>}
      {job.status === 'ended' && job.lastDay && job.endReason && (
        <p>{T.ended(dotDate(job.lastDay), job.endReason)}</p>
      )}
      {job.clashes.length > 0 && (
        <Warning role="alert">
          <strong>{T.clashTitle}</strong>
          <ul>
            {job.clashes.map((c) => (
              <li key={c.jobId}>
                {c.text} ({c.title})
              </li>
            ))}
          </ul>
        </Warning>
      )}
      <Section aria-label="근무 내용">
        <h2>근무 내용</h2>
        <Facts>
          <dt>{T.startDate}</dt>
          <dd>{dotDate(job.startDate)}</dd>
          <dt>{T.schedule}</dt>
          <dd>
            <WeekList week={job.schedule} label={T.schedule} />
            {T.weeklyHours(job.weeklyHours)}
          </dd>
          <dt>{T.hourlyWage}</dt>
          <dd>{won(job.hourlyWage)}</dd>
          <dt>{T.workType}</dt>
          <dd>{job.workType}</dd>
        </Facts>
      </Section>
      {job.belowMinimum && (
        <Warning role="alert">{T.belowMinimum(job.minimumWageYear, thousands(job.minimumWage))}</Warning>
      )}
      {job.status !== 'ended' && (
        <PayEstimate total={job.pay.total} jobs={[{ pay: job.pay, key: job.jobId }]} />
      )}
      {failure && <Warning role="alert">{failure}</Warning>}
      {job.status === 'proposed' && (
        <Actions>
          <Button variant="outline" size="large" disabled={pending} onClick={() => setDialog('talk')}>
            {T.talkButton}
          </Button>
          <Button size="large" loading={pending} disabled={pending} onClick={() => void onConfirm()}>
            {T.confirm}
          </Button>
        </Actions>
      )}
      {job.status === 'active' && <AbsenceButton job={job} />}
      {job.status === 'active' && (
        <Button variant="outline" size="large" onClick={() => setDialog('end')}>
          {T.endJob}
        </Button>
      )}
      {(job.status === 'active' || job.status === 'ended') && (
        <ReviewLink to={`/jobs/${job.jobId}/review`}>후기 쓰기 · 보기</ReviewLink>
      )}
      {job.status === 'ended' && <AfterEnd job={job} />}
      <TalkDialog
        open={dialog === 'talk'}
        onClose={() => setDialog(null)}
        onTalk={(b) => talk(job.jobId, b)}
      />
      <EndDialog
        open={dialog === 'end'}
        startDate={job.startDate}
        onClose={() => setDialog(null)}
        onEnd={(b) => end(job.jobId, b)}
      />
    </Stack>
  );
}

/** After the end: the same center's open postings first (입원/별세), and her resume's experience. */
function AfterEnd({ job }: { job: JobDetail }) {
  const addExperience = useAddExperience();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const gone = job.endReason !== null && (ELDER_GONE_REASONS as readonly string[]).includes(job.endReason);
  return (
    <>
      {gone && job.sameCenterPostings.length > 0 && (
        <Section aria-label={T.sameCenter}>
          <h2>{T.sameCenter}</h2>
          <p>{T.sameCenterHint}</p>
          {job.sameCenterPostings.map((e) => (
            <ElderCard key={e.elderId} elder={e} />
          ))}
        </Section>
      )}
      {job.experienceAdded ? (
        <StatusLine>{T.experienceAdded}</StatusLine>
      ) : (
        <Button
          variant="secondary"
          size="large"
          loading={busy}
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setFailure('');
            try {
              await addExperience(job.jobId);
            } catch (e) {
              setFailure(errorText(e));
            } finally {
              setBusy(false);
            }
          }}
        >
          {T.addExperience}
        </Button>
      )}
      {failure && <Warning role="alert">{failure}</Warning>}
    </>
  );
}

const ReviewLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 3.5rem;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md}px;
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
`;
const Head = styled.div`
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.title / 16}rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(5.5rem, auto) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.sm}px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
  }
`;
const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.sm}px;
`;
