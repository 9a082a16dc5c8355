import { fireEvent, screen, within } from '@testing-library/react';
import { jobPay, payEstimate, type CaregiverWeek } from '@dolbom/shared-api/contracts';
import role from '../../../role';
import { installFakeApi, type Reply, renderRoute } from '@dolbom/shared-ui/testing';
import { PastJobs } from '../components/past-jobs';
import { SchedulePage } from '../routes/schedule-page';
import { summary } from './fixtures';

/** Two jobs: 월–금 09:00–13:00 at 12,000원 (20 h, 주휴) and 화·목 14:00–17:00 at 10,000원 (6 h, below the minimum). */
const morning = summary({ status: 'active' });
const afternoonWeek = [
  null,
  { start: '14:00', end: '17:00' },
  null,
  { start: '14:00', end: '17:00' },
  null,
  null,
  null,
];
const afternoon = summary({
  jobId: 41,
  status: 'active',
  schedule: afternoonWeek,
  hourlyWage: 10000,
  weeklyHours: 6,
  title: '방문 요양 · 서초구 방배동 · 남 80세 · 4등급',
  centerName: '서초돌봄센터',
  startDate: '2026-12-14',
});

function weekOf(jobs = [morning, afternoon], proposals = [summary({ jobId: 42 })]): CaregiverWeek {
  const est = payEstimate(jobs);
  const days = Array.from({ length: 7 }, (_, d) =>
    jobs
      .filter((j) => j.schedule[d])
      .map((j) => ({ jobId: j.jobId, ...j.schedule[d]!, title: j.title, centerName: j.centerName })),
  );
  return {
    days,
    weeklyHours: est.weeklyHours,
    pay: {
      total: est.total,
      jobs: jobs.map((j) => ({
        ...jobPay(j),
        jobId: j.jobId,
        title: j.title,
        centerName: j.centerName,
        belowMinimum: j.hourlyWage < 10320,
      })),
    },
    minimumWage: { year: 2026, hourly: 10320 },
    belowMinimum: jobs.some((j) => j.hourlyWage < 10320),
    jobs,
    proposals,
    substitutes: [],
  };
}

let reply: Reply;
beforeEach(() => {
  // A Thursday in Korea.
  jest.useFakeTimers({ now: new Date('2026-12-10T03:00:00Z'), advanceTimers: true });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  reply = { status: 200, body: weekOf() };
  installFakeApi(({ url }) => (url === '/api/caregiver/week' ? reply : undefined));
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const open = () => renderRoute(<SchedulePage />, { path: '/schedule' });

it('is a tab of its own, beside 내 정보, so she finds it from every tab screen', () => {
  expect(role.tabs.map((t) => t.label)).toEqual(['홈', '근처 어르신', '내 일정', '대화', '내 정보']);
  expect(role.routes.some((r) => r.path === '/schedule')).toBe(true);
});

it('shows her week by day and hour, the weekly hours and the proposals waiting for her', async () => {
  open();
  const week = await screen.findByRole('region', { name: '이번 주 일정' });
  expect(within(week).getByRole('heading')).toHaveTextContent('이번 주 일정 · 주 26시간');
  const tuesday = within(week).getByRole('listitem', { name: '화요일' });
  expect(tuesday).toHaveTextContent('09:00–13:00 방문 요양 · 강남구 역삼동');
  // A confirmed job that starts next week says from when.
  expect(tuesday).toHaveTextContent(
    '14:00–17:00 방문 요양 · 서초구 방배동 · 남 80세 · 4등급 · 서초돌봄센터 · 12월 14일부터',
  );
  expect(tuesday).not.toHaveTextContent('강남구 역삼동 · 여 82세 · 3등급 · 행복한요양센터 강남 · 12월');
  expect(within(week).getByRole('listitem', { name: '토요일' })).toHaveTextContent('근무 없음');
  expect(within(week).getByRole('listitem', { name: '목요일' })).toHaveTextContent('오늘');
  const waiting = screen.getByRole('region', { name: '답을 기다리는 채용 제안' });
  expect(within(waiting).getByRole('link')).toHaveAttribute('href', '/jobs/42');
});

it('예상 월급 (세전) adds each job’s pay, 주휴 only where a job has 15 hours; one tap shows how', async () => {
  open();
  const pay = await screen.findByRole('region', { name: '예상 월급 (세전)' });
  // 1,042,800 + 208,560 (월–금) + 10,000 × 6 × 4.345 = 260,700 (화·목, no 주휴) = 1,512,060.
  expect(pay).toHaveTextContent('약 1,512,060원');
  expect(pay).not.toHaveTextContent('260,700');
  fireEvent.click(within(pay).getByRole('button', { name: '어떻게 계산했나요?' }));
  expect(pay).toHaveTextContent('시급 10,000원 × 주 6시간 × 4.345주 = 260,700원');
  expect(pay).toHaveTextContent('주 15시간보다 적어서 주휴수당은 없어요.');
  expect(pay).toHaveTextContent('= 208,560원');
  expect(within(pay).getByRole('button', { name: '계산 접기' })).toHaveAttribute('aria-expanded', 'true');
});

it('warns about a wage below the year’s minimum, naming the job', async () => {
  open();
  const warning = await screen.findByRole('alert');
  expect(warning).toHaveTextContent('2026년 최저시급 10,320원보다 낮은 시급이 있어요');
  expect(warning).toHaveTextContent('방문 요양 · 서초구 방배동 · 남 80세 · 4등급: 시급 10,000원');
});

it('empty, and a failure with 다시 시도', async () => {
  reply = { status: 500, body: { message: 'x', code: 'X' } };
  open();
  const retry = await screen.findByRole('button', { name: '다시 시도' });
  reply = { status: 200, body: weekOf([], []) };
  fireEvent.click(retry);
  expect(await screen.findByText('아직 확정된 근무가 없어요')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: '예상 월급 (세전)' })).not.toBeInTheDocument();
});

describe('내 정보 › 지난 근무', () => {
  const ended = summary({ status: 'ended', lastDay: '2026-12-09', endReason: '어르신 입원' });
  it('adds an ended job to her resume in one tap; already added counts as done', async () => {
    let experience: Reply = { status: 200, body: { experience: [] } };
    const requests = installFakeApi(({ method, url }) => {
      if (url === '/api/caregiver/jobs?status=ended&size=20')
        return {
          status: 200,
          body: {
            content: [ended],
            totalPages: 1,
            totalElements: 1,
            size: 20,
            number: 0,
            first: true,
            last: true,
          },
        };
      if (method === 'POST' && url === '/api/caregiver/jobs/40/experience') return experience;
      return undefined;
    });
    const first = renderRoute(<PastJobs />, { path: '/mypage' });
    expect(await screen.findByText('방문 요양 · 2026.12.01 ~ 2026.12.09')).toBeInTheDocument();
    const past = screen.getByRole('region', { name: '지난 근무' });
    fireEvent.click(within(past).getByRole('button', { name: '이력서 경력에 넣기' }));
    expect(await screen.findByText('이력서 경력에 넣었어요')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    first.unmount();
    experience = {
      status: 409,
      body: {
        message: '경력은 3개까지 넣을 수 있어요. 이력서에서 하나를 지운 뒤 다시 해주세요.',
        code: 'CONFLICT',
      },
    };
    renderRoute(<PastJobs />, { path: '/mypage' });
    fireEvent.click(await screen.findByRole('button', { name: '이력서 경력에 넣기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('경력은 3개까지 넣을 수 있어요.');
  });

  it('a job already on her resume says so instead of offering it again, from the list alone', async () => {
    const requests = installFakeApi(({ url }) => {
      if (url === '/api/caregiver/jobs?status=ended&size=20')
        return {
          status: 200,
          body: {
            content: [{ ...ended, experienceAdded: true }],
            totalPages: 1,
            totalElements: 1,
            size: 20,
            number: 0,
            first: true,
            last: true,
          },
        };
      return undefined;
    });
    renderRoute(<PastJobs />, { path: '/mypage' });
    expect(await screen.findByText('이력서 경력에 넣었어요')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '이력서 경력에 넣기' })).not.toBeInTheDocument();
    // The summary says it: no job's detail is read for it.
    expect(requests.map((r) => r.url)).toEqual(['/api/caregiver/jobs?status=ended&size=20']);
  });
});
