import type { JobSummary } from '@dolbom/shared-api/contracts';
import { InfoRow as Row, InfoSection as Section } from '@dolbom/shared-ui';
import { dateText, wageText } from '../../../lib/format';
import { JOBS_TEXT as T } from '../messages';
import { WeekLines } from './week-lines';

/** What a job was proposed as: start date, days and hours, weekly hours, wage, work type, 계속 모집. */
export function JobFacts({ job }: { job: JobSummary }) {
  const worked = job.status === 'active' || job.status === 'ended';
  return (
    <Section title={worked ? '근무 내용' : '제안한 근무'}>
      <Row label={T.startDate}>{dateText(job.startDate)}</Row>
      <Row label={T.schedule}>
        <WeekLines week={job.schedule} label={T.schedule} />
        {T.weeklyHours(job.weeklyHours)}
      </Row>
      <Row label={T.hourlyWage}>{wageText(job.hourlyWage)}</Row>
      <Row label={T.workType}>{job.workType}</Row>
      <Row label="모집">{job.keepOpen ? T.keepOpen : '확정되면 모집 마감'}</Row>
    </Section>
  );
}
