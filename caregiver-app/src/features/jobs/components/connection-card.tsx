import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { JOB_STATUS_LABELS, type Connection } from '@dolbom/shared-api/contracts';

/**
 * `연결됨` on an accepted contact or apply: the manager's name and center and phone (PRODUCT.md
 * "Connection"), and the job once the center proposes one.
 */
export function ConnectionCard({ connection: c }: { connection: Connection }) {
  return (
    <Box aria-label="연결됨">
      <h2>연결됨</h2>
      <p>
        {c.centerName} · 담당 사회복지사 {c.managerName}
      </p>
      {c.managerPhone && (
        <p>
          연락처 <a href={`tel:${c.managerPhone}`}>{c.managerPhone}</a>
        </p>
      )}
      {/* 대화 (issue 32): talk with the social worker without a phone call. */}
      <JobLink to={`/conversations/${c.connectionId}`}>{c.managerName} 사회복지사와 대화하기</JobLink>
      {c.job ? (
        <JobLink to={`/jobs/${c.job.jobId}`}>
          {c.job.status === 'proposed' ? '채용 제안 보기' : `근무 보기 · ${JOB_STATUS_LABELS[c.job.status]}`}
        </JobLink>
      ) : (
        <p>센터에서 채용을 제안하면 알려드릴게요.</p>
      )}
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs}px;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.primaryLight};
  overflow-wrap: anywhere;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  }
  p {
    margin: 0;
  }
  a[href^='tel:'] {
    color: ${({ theme }) => theme.colors.primaryDark};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    white-space: nowrap;
  }
`;
const JobLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 3.25rem;
  margin-top: ${({ theme }) => theme.space.xs}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
`;
