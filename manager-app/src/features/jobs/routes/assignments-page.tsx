import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SubPage } from '@dolbom/shared-ui';
import { JOB_STATUS_LABELS, type Assignment } from '@dolbom/shared-api/contracts';
import { ListState } from '../../../components/list-state';
import { useAssignments } from '../api/jobs';
import { WeekLines } from '../components/week-lines';
import { JOBS_TEXT as T } from '../messages';
import { ElderSubstitutes, RequestForJob } from '../../substitutes/components/elder-substitutes';

/** /assignments 배정 현황: per elder, who works when (proposed and active jobs) against the elder's hours. */
export function AssignmentsPage() {
  const { data, error, isLoading, mutate } = useAssignments();
  return (
    <SubPage title={T.assignmentsTitle} fallback="/elder-admin">
      <ListState
        items={data?.elders}
        error={error}
        isLoading={isLoading}
        onRetry={() => void mutate()}
        empty={T.assignmentsEmpty}
      >
        {(elders) => (
          <List>
            {elders.map((e) => (
              <ElderAssignment key={e.elderId} a={e} />
            ))}
          </List>
        )}
      </ListState>
    </SubPage>
  );
}

function ElderAssignment({ a }: { a: Assignment }) {
  return (
    <Card aria-label={`${a.elderName} 어르신`}>
      <Head>
        <h2>{a.elderName} 어르신</h2>
        <Badge $on={a.recruiting}>{a.recruiting ? T.recruiting : T.closed}</Badge>
      </Head>
      <Small>
        어르신 일정 <WeekLines week={a.schedule} label={`${a.elderName} 어르신 일정`} />
      </Small>
      {a.jobs.length === 0 ? (
        <p>{T.noAssignment}</p>
      ) : (
        <Jobs>
          {a.jobs.map((j) => (
            <li key={j.jobId}>
              <JobLink to={`/jobs/${j.jobId}`}>
                <strong>
                  {j.caregiverName} 요양보호사 · {JOB_STATUS_LABELS[j.status]}
                </strong>
                <WeekLines week={j.schedule} label={`${j.caregiverName} 요양보호사 근무 시간`} />
                <span>{T.weeklyHours(j.weeklyHours)}</span>
              </JobLink>
              {j.status === 'active' && <RequestForJob jobId={j.jobId} />}
            </li>
          ))}
        </Jobs>
      )}
      <ElderSubstitutes a={a} />
    </Card>
  );
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;
const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.backgroundSubtle};
  p {
    margin: 0;
  }
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.title / 16}rem;
  }
`;
const Badge = styled.span<{ $on: boolean }>`
  padding: 2px ${({ theme }) => theme.space.xs}px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ $on, theme }) => ($on ? theme.colors.primaryLight : theme.colors.gray100)};
  color: ${({ $on, theme }) => ($on ? theme.colors.primaryDark : theme.colors.text)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
const Small = styled.div`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  ul {
    font-size: inherit;
  }
`;
const Jobs = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const JobLink = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-height: 3rem;
  padding: ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;
