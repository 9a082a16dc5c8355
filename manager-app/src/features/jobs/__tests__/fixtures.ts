import type { JobDetail, JobSummary } from '@dolbom/shared-api/contracts';
import {
  connectionFixture,
  jobDetailFixture,
  jobSummaryFixture,
  pageFixture,
} from '@dolbom/shared-api/testing';
import type { ElderDetail } from '../../../api/types';

/** 월·수·금 09:00–13:00 at the elder's; 화 14:00–18:00. */
export const elder: ElderDetail = {
  elderId: 3,
  recruiting: true,
  careEnded: null,
  name: '이말순',
  gender: 'female',
  birth: '1944-12-25',
  address: {
    zonecode: '06234',
    roadAddress: '서울 강남구 테헤란로 1',
    jibunAddress: '',
    bcode: '1168010100',
  },
  rank: 3,
  schedule: [
    { start: '09:00:00', end: '13:00:00' },
    { start: '14:00:00', end: '18:00:00' },
    { start: '09:00:00', end: '13:00:00' },
    null,
    { start: '09:00:00', end: '13:00:00' },
    null,
    null,
  ],
  negotiable: false,
  meal: [],
  toileting: [],
  mobility: [],
  daily: [],
  workRequirement: '방문 요양',
  wageType: '시급',
  wage: 12500,
  family: '집에 없어요',
  pet: '없어요',
  phone: '010-1111-2222',
  message: '',
};

const week = [
  { start: '09:00', end: '12:00' },
  null,
  { start: '09:00', end: '12:00' },
  null,
  null,
  null,
  null,
];

/** Proposed to 박정숙 for 이말순: 월·수 09:00–12:00 at 12,500원. */
export const job: JobSummary = jobSummaryFixture({
  schedule: week,
  hourlyWage: 12500,
  weeklyHours: 6,
  elderName: '이말순',
});

export const detail = (patch: Partial<JobDetail> = {}): JobDetail => jobDetailFixture({ ...job, ...patch });

export const connection = connectionFixture;
export const page = pageFixture;
