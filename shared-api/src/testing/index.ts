// Fixture builders for the remotes' component tests (`@dolbom/shared-api/testing`), one per contract
// (issue 30, "Code health"): each gives a complete, valid answer of its kind and a test overrides what
// it is about, so the next wire field is one edit here. Never imported by app code.
import { jobPay } from '../contracts/job-rules';
import type { Connection, JobDetail, JobSummary } from '../contracts';

/** 월–금 09:00–13:00: 20 hours a week, so 주휴 is due. */
export const weekdayMornings = [...[0, 1, 2, 3, 4].map(() => ({ start: '09:00', end: '13:00' })), null, null];

/** A proposed job of 박정숙 at 행복한요양센터 강남 (job 40 on connection 9, elder 3). */
export const jobSummaryFixture = (patch: Partial<JobSummary> = {}): JobSummary => ({
  jobId: 40,
  connectionId: 9,
  elderId: 3,
  caregiverId: 7,
  managerId: 2,
  status: 'proposed',
  startDate: '2026-12-01',
  schedule: weekdayMornings,
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

/** The job's page: its pay computed by the product's own rule from its wage and week. */
export const jobDetailFixture = (patch: Partial<JobDetail> = {}): JobDetail => {
  const s = jobSummaryFixture(patch);
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

/** An accepted apply (apply 21) between 박정숙 and 김사복 for 이말순, no job yet. */
export const connectionFixture = (patch: Partial<Connection> = {}): Connection => ({
  connectionId: 9,
  elderId: 3,
  caregiverId: 7,
  managerId: 2,
  contactId: null,
  applyId: 21,
  createdAt: '2026-11-25T01:00:00.000Z',
  endedAt: null,
  title: jobSummaryFixture().title,
  elderName: '이말순',
  caregiverName: '박정숙',
  caregiverPhone: '010-3456-7801',
  managerName: '김사복',
  managerPhone: '010-2222-3333',
  centerId: 1,
  centerName: '행복한요양센터 강남',
  job: null,
  canPropose: true,
  ...patch,
});

/** One page of a paged list holding `content`. */
export const pageFixture = <T>(content: T[]) => ({
  content,
  totalPages: 1,
  totalElements: content.length,
  size: 50,
  number: 0,
  first: true,
  last: true,
});
export { contractFixture } from './contract-fixture';
