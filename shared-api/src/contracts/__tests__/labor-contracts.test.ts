import {
  contractProblems,
  contractSummary,
  defaultContractDay,
  minimumHourlyWage,
  requiredBreak,
  shortBreakMessage,
  workMinutes,
  CONTRACT_MESSAGES,
  type ContractDay,
} from '..';

const visit = (start: string, end: string) => ({ start, end });
const none = { breakStart: null, breakEnd: null };

describe('근로계약서 rules', () => {
  it('asks the law’s break of the work left after it: 30 minutes from 4 hours, an hour from 8', () => {
    expect(requiredBreak(3 * 60 + 59)).toBe(0);
    expect(requiredBreak(4 * 60)).toBe(30);
    expect(requiredBreak(8 * 60)).toBe(60);
    expect(defaultContractDay('09:00', '12:00')).toEqual({ ...visit('09:00', '12:00'), ...none });
    // 13–17: with 30 minutes off, 3h30 of work (no more break needed).
    const four = defaultContractDay('13:00', '17:00');
    expect(four).toEqual({ ...visit('13:00', '17:00'), breakStart: '14:30', breakEnd: '15:00' });
    expect(workMinutes(four)).toBe(210);
    // 09–18: nine hours of span, an hour off, eight of work.
    const long = defaultContractDay('09:00', '18:00');
    expect(workMinutes(long)).toBe(480);
    expect(long.breakEnd).not.toBeNull();
  });

  it('holds the days to the job’s, breaks inside the day and the law, the wage to the minimum', () => {
    const job = [visit('13:00', '17:00'), null, visit('13:00', '17:00'), null, null, null, null];
    const days: (ContractDay | null)[] = job.map((d) => (d ? defaultContractDay(d.start, d.end) : null));
    const body = { startDate: '2026-12-01', endDate: null, days, hourlyWage: 12_000 };
    const now = new Date('2026-11-27T00:00:00Z');
    expect(contractProblems(body, job, now)).toEqual({});
    const noBreak = days.map((d) => (d ? { ...d, ...none } : null));
    expect(contractProblems({ ...body, days: noBreak }, job, now)).toEqual({
      days: shortBreakMessage([0, 2]),
    });
    const moved = days.map((d, i) => (i === 0 && d ? { ...d, end: '16:00' } : d));
    expect(contractProblems({ ...body, days: moved }, job, now)).toEqual({ days: CONTRACT_MESSAGES.days });
    const low = contractProblems({ ...body, hourlyWage: minimumHourlyWage(2026) - 1 }, job, now);
    expect(low.hourlyWage).toMatch(/^시급은 2026년 최저시급 10,320원 이상이어야 해요\.$/);
  });

  it('says the contract in one plain line', () => {
    const day = { ...visit('09:00', '12:00'), ...none };
    expect(
      contractSummary({
        days: [day, null, day, null, day, null, null],
        hourlyWage: 12_000,
        payDay: 10,
        payMethod: '계좌 입금',
      }),
    ).toBe('월·수·금 9시~12시, 시급 12,000원, 매월 10일 계좌로');
    expect(
      contractSummary({
        days: [day, { ...visit('13:30', '17:00'), ...none }, null, null, null, null, null],
        hourlyWage: 10_320,
        payDay: 31,
        payMethod: '직접 지급',
      }),
    ).toBe('월 9시~12시, 화 13시 30분~17시, 시급 10,320원, 매월 말일 직접');
  });
});
