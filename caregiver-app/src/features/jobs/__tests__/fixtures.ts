import { jobPay, type ElderCard, type JobDetail, type JobSummary } from '@dolbom/shared-api/contracts';
import { elderCardFixture } from '../../../test-utils/fixtures';

/** 월–금 09:00–13:00: 20 hours a week, so 주휴 is due. */
export const schedule = [0, 1, 2, 3, 4].map(() => ({ start: '09:00', end: '13:00' }));
export const week20 = [...schedule, null, null];

export const summary = (patch: Partial<JobSummary> = {}): JobSummary => ({
  jobId: 40,
  connectionId: 9,
  elderId: 3,
  caregiverId: 7,
  managerId: 2,
  status: 'proposed',
  startDate: '2026-12-01',
  schedule: week20,
  hourlyWage: 12000,
  workType: '방문 요양',
  keepOpen: false,
  weeklyHours: 20,
  title: '방문 요양 · 강남구 역삼동 · 여 82세 · 3등급',
  elderName: null,
  caregiverName: '박정숙',
  managerName: '김사복',
  centerId: 1,
  centerName: '행복한요양센터 강남',
  proposedAt: '2026-11-26T01:00:00.000Z',
  confirmedAt: null,
  talkReason: null,
  talkAt: null,
  endedAt: null,
  lastDay: null,
  endReason: null,
  endNote: null,
  endedBy: null,
  experienceAdded: false,
  ...patch,
});

export const detail = (patch: Partial<JobDetail> = {}): JobDetail => {
  const s = summary(patch);
  return {
    ...s,
    pay: jobPay({ hourlyWage: s.hourlyWage, schedule: s.schedule }),
    minimumWage: 10320,
    minimumWageYear: 2026,
    belowMinimum: s.hourlyWage < 10320,
    managerPhone: '010-2222-3333',
    caregiverPhone: '010-3456-7801',
    elderSchedule: null,
    clashes: [],
    sameCenterPostings: [],
    offerElders: [],
    canProposeAgain: false,
    ...patch,
  };
};

export const elderCard = (elderId: number, title: string): ElderCard =>
  elderCardFixture({ elderId, title, daily: true, distanceKm: 1.2, score: 70 });
