// A 근로계약서 as the API answers it (issue 33): 월·수·금 9–12 at 12,000원, version 1, nobody signed yet.
import type { ContractDetail } from '../contracts';

const day = { start: '09:00', end: '12:00', breakStart: null, breakEnd: null };
export function contractFixture(overrides: Partial<ContractDetail> = {}): ContractDetail {
  return {
    contractId: 7,
    jobId: 40,
    version: 1,
    latestVersion: 1,
    fields: {
      employer: { centerName: '행복요양센터', centerAddress: '서울 강남구 역삼로 1', managerName: '김복지' },
      employee: { name: '박정숙', birthYear: 1962 },
      startDate: '2026-12-01',
      endDate: null,
      workplace: '강남구 역삼동',
      workType: '방문 요양',
      duties: '방문 요양: 말벗 등 정서 지원',
      days: [day, null, day, null, day, null, null],
      weeklyWorkMinutes: 540,
      hourlyWage: 12_000,
      juhyu: false,
      juhyuHours: 0,
      payDay: 10,
      payMethod: '계좌 입금',
      annualLeave: '통상근로자의 근로시간에 비례하여 연차유급휴가를 부여함',
      insurance: { employment: false, industrial: true, pension: false, health: false },
      delivery: '교부함',
      extra: '',
    },
    summary: '월·수·금 9시~12시, 시급 12,000원, 매월 10일 계좌로',
    contentHash: 'a'.repeat(64),
    createdAt: '2026-11-27T01:00:00.000Z',
    signatures: { caregiver: null, manager: null },
    completedAt: null,
    pdfSha256: null,
    canSign: true,
    versions: [
      {
        version: 1,
        createdAt: '2026-11-27T01:00:00.000Z',
        signedByCaregiver: false,
        signedByManager: false,
        completedAt: null,
      },
    ],
    changeRequests: [],
    ...overrides,
  };
}
