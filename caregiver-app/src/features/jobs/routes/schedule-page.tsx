import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, ErrorState, Header, SkeletonList } from '@dolbom/shared-ui';
import {
  koreanDate,
  minutesOf,
  WEEKDAY_LABELS,
  type CaregiverWeek,
  type WeekVisit,
} from '@dolbom/shared-api/contracts';
import { loadErrorText, thousands, won } from '../../../lib/format';
import { useWeek } from '../api/jobs';
import { Stack, Warning } from '../components/notice';
import { PayEstimate } from '../components/pay-breakdown';
import { WeekList } from '../components/week-list';
import { JOB_TEXT as T } from '../messages';
import { SubstituteVisits } from '../../substitutes/components/substitute-visits';

/** Monday = 0 … Sunday = 6, today in Korea. */
const todayIndex = () => (new Date(`${koreanDate(new Date())}T00:00:00Z`).getUTCDay() + 6) % 7;

/**
 * /schedule 내 일정 (a tab: where a 60-year-old looks first for "오늘 어디 가지?"): the proposals waiting
 * for her answer, her week by day and hour, weekly hours, `예상 월급 (세전)` with how it is computed, and a
 * warning when a wage is below the year's minimum.
 */
export function SchedulePage() {
  const { data, error, mutate, isValidating } = useWeek();
  return (
    <>
      <Header title={T.scheduleTitle} />
      <Body>
        {error && !data && (
          <ErrorState message={loadErrorText(error)} onRetry={() => void mutate()} retrying={isValidating} />
        )}
        {!data && !error && <SkeletonList count={3} />}
        {data && <Week week={data} />}
      </Body>
    </>
  );
}

/** `12월 1일부터`: a confirmed job whose first day is still ahead. */
function fromText(startDate: string | undefined): string {
  if (!startDate || startDate <= koreanDate(new Date())) return '';
  const [, m, d] = startDate.split('-').map(Number);
  return ` · ${m}월 ${d}일부터`;
}

function Week({ week }: { week: CaregiverWeek }) {
  const today = todayIndex();
  const startOf = (jobId: number) => week.jobs.find((j) => j.jobId === jobId)?.startDate;
  return (
    <Stack>
      {week.proposals.length > 0 && (
        <Section aria-label={T.waitingProposals}>
          <h2>{T.waitingProposals}</h2>
          {week.proposals.map((p) => (
            <Card key={p.jobId} to={`/jobs/${p.jobId}`}>
              <b>{p.title}</b>
              <span>
                {p.centerName} · 시급 {won(p.hourlyWage)} · {T.weeklyHours(p.weeklyHours)}
              </span>
              <WeekList week={p.schedule} label={`${p.title} 요일과 시간`} />
            </Card>
          ))}
        </Section>
      )}
      <SubstituteVisits visits={week.substitutes} />
      {week.jobs.length === 0 ? (
        <EmptyState message={T.empty} description={T.emptyHint} />
      ) : (
        <>
          <Section aria-label={T.weekTitle}>
            <h2>
              {T.weekTitle} · {T.weeklyHours(week.weeklyHours)}
            </h2>
            <Scale aria-hidden="true">
              <span style={{ left: 0 }}>6시</span>
              <span style={{ left: '37.5%', transform: 'translateX(-50%)' }}>12시</span>
              <span style={{ left: '75%', transform: 'translateX(-50%)' }}>18시</span>
            </Scale>
            <Days>
              {week.days.map((visits, d) => (
                <Day key={d} $today={d === today} aria-label={`${WEEKDAY_LABELS[d]}요일`}>
                  <DayName>
                    {WEEKDAY_LABELS[d]}
                    {d === today && <small>오늘</small>}
                  </DayName>
                  <div>
                    <HourBar visits={visits} />
                    {visits.length === 0 ? (
                      <Quiet>{T.noVisit}</Quiet>
                    ) : (
                      visits.map((v) => (
                        <Visit key={`${v.jobId}-${v.start}`} to={`/jobs/${v.jobId}`}>
                          <b>
                            {v.start.slice(0, 5)}–{v.end.slice(0, 5)}
                          </b>{' '}
                          {v.title}
                          <span>
                            {' '}
                            · {v.centerName}
                            {fromText(startOf(v.jobId))}
                          </span>
                        </Visit>
                      ))
                    )}
                  </div>
                </Day>
              ))}
            </Days>
          </Section>
          {week.belowMinimum && (
            <Warning role="alert">
              <strong>
                {week.minimumWage.year}년 최저시급 {thousands(week.minimumWage.hourly)}원보다 낮은 시급이
                있어요
              </strong>
              <ul>
                {week.pay.jobs
                  .filter((j) => j.belowMinimum)
                  .map((j) => (
                    <li key={j.jobId}>
                      {j.title}: 시급 {won(j.hourlyWage)}
                    </li>
                  ))}
              </ul>
              <p>센터에 확인해보세요.</p>
            </Warning>
          )}
          <PayEstimate
            total={week.pay.total}
            jobs={week.pay.jobs.map((j) => ({ pay: j, title: `${j.title} (${j.centerName})`, key: j.jobId }))}
          />
        </>
      )}
    </Stack>
  );
}

/** The day from 6 to 22 h with her visits as blocks: the hours at a glance. */
function HourBar({ visits }: { visits: WeekVisit[] }) {
  const from = 6 * 60;
  const span = 16 * 60;
  const pct = (m: number) => `${(Math.min(Math.max(m - from, 0), span) / span) * 100}%`;
  return (
    <Bar aria-hidden="true">
      {visits.map((v) => {
        const s = minutesOf(v.start);
        const e = minutesOf(v.end);
        return (
          <span
            key={`${v.jobId}-${v.start}`}
            style={{ left: pct(s), width: `calc(${pct(e)} - ${pct(s)})` }}
          />
        );
      })}
      <i style={{ left: '37.5%' }} />
      <i style={{ left: '75%' }} />
    </Bar>
  );
}

const Body = styled.div`
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
`;
const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.title / 16}rem;
  }
`;
const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: ${({ theme }) => theme.space.md}px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  overflow-wrap: anywhere;
`;
/** The hours over the bars (6시 at the start, the 12시 and 18시 lines; the bar ends at 22시): over the bars' column (the day names take 2.5rem and a gap). */
const Scale = styled.div`
  position: relative;
  height: 1.4em;
  margin: 0 ${({ theme }) => theme.space.sm}px 0 calc(2.5rem + ${({ theme }) => theme.space.sm * 2}px);
  font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
  color: ${({ theme }) => theme.colors.textSecondary};
  span {
    position: absolute;
    top: 0;
    white-space: nowrap;
  }
`;
const Days = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Day = styled.li<{ $today: boolean }>`
  display: grid;
  grid-template-columns: 2.5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ $today, theme }) => ($today ? theme.colors.primaryLight : theme.colors.backgroundSubtle)};
`;
const DayName = styled.b`
  display: flex;
  flex-direction: column;
  font-size: ${({ theme }) => theme.fontSizes.bodyLarge / 16}rem;
  small {
    font-size: ${({ theme }) => theme.fontSizes.small / 16}rem;
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;
const Visit = styled(Link)`
  display: block;
  min-height: 3rem;
  padding: 6px 0;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  overflow-wrap: anywhere;
  span {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
const Quiet = styled.p`
  margin: 6px 0 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Bar = styled.div`
  position: relative;
  height: 10px;
  margin-top: 8px;
  border-radius: 5px;
  background: ${({ theme }) => theme.colors.gray200};
  span {
    position: absolute;
    top: 0;
    bottom: 0;
    border-radius: 5px;
    background: ${({ theme }) => theme.colors.primary};
  }
  i {
    position: absolute;
    top: -2px;
    bottom: -2px;
    width: 1px;
    background: ${({ theme }) => theme.colors.gray400};
  }
`;
