// The pure rules of a job (shared-api contracts/job-rules.ts, used by the forms and the server): the pay
// estimate of 내 일정 at its edges (14.9 / 15 hours, 40 hours and more, several jobs), the minimum wage of
// each year, visits inside the elder's schedule, clashes and their text.
import fc from 'fast-check';
import {
  clashesBetween,
  clashText,
  daysOutside,
  jobPay,
  minimumHourlyWage,
  payEstimate,
  proposalProblems,
  weeklyMinutes,
  WEEKS_PER_MONTH,
  type JobWeek,
} from '@dolbom/shared-api/contracts';

const hm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** A week of `days` visits from 09:00 lasting `minutes` each. */
const week = (days: number, minutes: number): JobWeek =>
  Array.from({ length: 7 }, (_, d) => (d < days ? { start: '09:00', end: hm(9 * 60 + minutes) } : null));

/** The rule of PRODUCT.md written out once more, in hours, as the test's own reading. */
function expectedMonthly(hourly: number, weeklyHours: number): number {
  const base = hourly * weeklyHours * WEEKS_PER_MONTH;
  const juhyuHours = weeklyHours >= 15 ? Math.min((weeklyHours / 40) * 8, 8) : 0;
  return base + juhyuHours * hourly * WEEKS_PER_MONTH;
}

describe('jobPay', () => {
  it('pays no 주휴 at 14.9 hours a week and 3 hours of 주휴 at 15', () => {
    // 14h54m = 14.9 h: three visits of 4h58m.
    const below = jobPay({ hourlyWage: 10_320, schedule: week(3, 298) });
    expect(below.weeklyMinutes).toBe(894);
    expect(below.weeklyHours).toBe(14.9);
    expect(below).toMatchObject({ juhyu: false, juhyuHours: 0, juhyuPay: 0 });
    expect(below.total).toBe(Math.round(10_320 * 14.9 * WEEKS_PER_MONTH));

    const at = jobPay({ hourlyWage: 10_320, schedule: week(3, 300) });
    expect(at).toMatchObject({ weeklyHours: 15, juhyu: true, juhyuHours: 3 });
    // 15 × 10,320 × 4.345 = 672,606; 3 × 10,320 × 4.345 = 134,521.2
    expect(at.basePay).toBe(672_606);
    expect(at.juhyuPay).toBe(134_521);
    expect(at.total).toBe(807_127);
  });

  it('caps 주휴 at 8 hours from 40 hours a week on', () => {
    const forty = jobPay({ hourlyWage: 12_000, schedule: week(5, 8 * 60) });
    expect(forty).toMatchObject({ weeklyHours: 40, juhyuHours: 8 });
    const fortyNine = jobPay({ hourlyWage: 12_000, schedule: week(7, 7 * 60) });
    expect(fortyNine).toMatchObject({ weeklyHours: 49, juhyuHours: 8 });
    expect(fortyNine.juhyuPay).toBe(forty.juhyuPay);
  });

  it('follows the rule for any week: parts add up, 주휴 from 15 hours, never above 8 hours', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_320, max: 100_000 }),
        fc.array(
          fc.option(fc.tuple(fc.integer({ min: 0, max: 23 * 60 }), fc.integer({ min: 1, max: 600 }))),
          {
            minLength: 7,
            maxLength: 7,
          },
        ),
        (hourly, days) => {
          const schedule: JobWeek = days.map((d) =>
            d ? { start: hm(d[0]), end: hm(Math.min(24 * 60, d[0] + d[1])) } : null,
          );
          const pay = jobPay({ hourlyWage: hourly, schedule });
          const hours = weeklyMinutes(schedule) / 60;
          expect(pay.total).toBe(pay.basePay + pay.juhyuPay);
          expect(pay.juhyu).toBe(hours >= 15);
          expect(pay.juhyuHours).toBeLessThanOrEqual(8);
          expect(Math.abs(pay.total - expectedMonthly(hourly, hours))).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('payEstimate over several jobs', () => {
  it('counts 주휴 per job: two jobs of 10 hours earn none, though she works 20', () => {
    const two = payEstimate([
      { hourlyWage: 11_000, schedule: week(5, 120) },
      { hourlyWage: 11_000, schedule: week(5, 120) },
    ]);
    expect(two.weeklyHours).toBe(20);
    expect(two.jobs.every((j) => !j.juhyu)).toBe(true);
    expect(two.total).toBe(2 * Math.round(11_000 * 10 * WEEKS_PER_MONTH));
  });

  it('is the sum of its jobs, whatever they are', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.integer({ min: 10_320, max: 30_000 }),
            fc.integer({ min: 1, max: 7 }),
            fc.integer({ min: 30, max: 600 }),
          ),
          {
            maxLength: 4,
          },
        ),
        (jobs) => {
          const input = jobs.map(([hourlyWage, days, minutes]) => ({
            hourlyWage,
            schedule: week(days, minutes),
          }));
          const estimate = payEstimate(input);
          expect(estimate.total).toBe(input.reduce((s, j) => s + jobPay(j).total, 0));
          expect(estimate.weeklyHours).toBeCloseTo(
            jobs.reduce((s, [, d, m]) => s + (d * m) / 60, 0),
            2,
          );
        },
      ),
    );
  });
});

describe('minimum wage', () => {
  it('reads the year’s line, the last line after it and the first before it', () => {
    expect(minimumHourlyWage(2026)).toBe(10_320);
    expect(minimumHourlyWage(2025)).toBe(10_030);
    expect(minimumHourlyWage(2031)).toBe(10_320);
    expect(minimumHourlyWage(1999)).toBe(9_860);
  });

  it('refuses a proposal below the minimum of its start year, inside the elder’s schedule, near today', () => {
    const now = new Date('2026-03-02T01:00:00Z');
    const elder: JobWeek = [
      { start: '09:00:00', end: '18:00:00' },
      null,
      { start: '09:00:00', end: '12:00:00' },
    ];
    const ok = { startDate: '2026-03-09', hourlyWage: 10_320, schedule: [{ start: '09:00', end: '12:00' }] };
    expect(proposalProblems(ok, elder, now)).toEqual({});
    expect(proposalProblems({ ...ok, hourlyWage: 10_319 }, elder, now)).toEqual({
      hourlyWage: '시급은 2026년 최저시급 10,320원 이상이어야 해요.',
    });
    const outside = {
      ...ok,
      schedule: [
        { start: '08:30', end: '12:00' },
        { start: '09:00', end: '10:00' },
      ],
    };
    expect(proposalProblems(outside, elder, now)).toEqual({
      schedule: '월·화 방문 시간이 어르신 일정을 벗어나요.',
    });
    expect(proposalProblems({ ...ok, startDate: '2027-03-10' }, elder, now).startDate).toBeDefined();
    expect(proposalProblems({ ...ok, startDate: '2026-01-30' }, elder, now).startDate).toBeDefined();
    expect(proposalProblems({ ...ok, startDate: '2026-01-31' }, elder, now).startDate).toBeUndefined();
  });
});

describe('clashes', () => {
  it('finds overlaps, not touching ends, and names the days and parts of day', () => {
    const mine: JobWeek = [{ start: '09:00', end: '12:00' }, null, { start: '09:00', end: '11:00' }];
    const offer: JobWeek = [
      { start: '11:00', end: '13:00' },
      { start: '09:00', end: '12:00' },
      { start: '11:00', end: '14:00' },
    ];
    const clashes = clashesBetween(mine, offer);
    expect(clashes).toEqual([{ weekday: 0, start: 11 * 60, end: 12 * 60 }]);
    expect(clashText(clashes)).toBe('월 오전에 다른 근무가 있어요');
    const both = clashesBetween(
      [{ start: '09:00', end: '19:00' }, null, { start: '10:00', end: '12:00' }],
      offer,
    );
    expect(clashText(both)).toBe('월·수 오전·오후에 다른 근무가 있어요');
    expect(clashText([])).toBeNull();
  });

  it('says which visits fall outside the elder’s hours', () => {
    const elder: JobWeek = [{ start: '09:00:00', end: '18:00:00' }];
    expect(daysOutside([{ start: '09:00', end: '18:00' }], elder)).toEqual([]);
    expect(
      daysOutside(
        [
          { start: '09:00', end: '18:30' },
          { start: '10:00', end: '11:00' },
        ],
        elder,
      ),
    ).toEqual([0, 1]);
  });
});
