import { monthlyPay, weeklyHours } from '../monthly-pay';
import { formatCertificate, ranksAfter, withAllOption } from '../choices';

describe('estimated monthly pay', () => {
  it('counts 3, 6 and 3 hours for the three slots, per chosen day', () => {
    expect(weeklyHours([0, 1, 2, 3, 4], [0])).toBe(15);
    expect(weeklyHours([0, 1], [0, 1, 2])).toBe(24);
    expect(weeklyHours([], [0])).toBe(0);
  });

  it('is weekly hours × wage × 4.345, without 주휴수당 under 15 hours a week', () => {
    expect(monthlyPay(12, 13000)).toEqual({ weeklyHours: 12, base: 677820, holiday: 0, total: 677820 });
  });

  it('adds 주휴수당 from 15 hours a week, at most 8 hours', () => {
    const at15 = monthlyPay(15, 13000);
    expect(at15.holiday).toBe(Math.round(3 * 13000 * 4.345));
    expect(monthlyPay(45, 13000).holiday).toBe(Math.round(8 * 13000 * 4.345));
  });
});

describe('choices', () => {
  it('모두 가능 selects grades 1–6 and clears them again', () => {
    expect(ranksAfter([2], [2, 0])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ranksAfter([1, 2, 3, 4, 5, 6], [1, 2, 3, 4, 5, 6])).toEqual([]);
    expect(ranksAfter([1, 2, 3, 4, 5, 6], [0, 1, 2, 3, 4, 5])).toEqual([1, 2, 3, 4, 5]);
  });

  it('모두 가능 stands alone among the capabilities', () => {
    expect(withAllOption(['식사 도움'], ['식사 도움', '모두 가능'])).toEqual(['모두 가능']);
    expect(withAllOption(['모두 가능'], ['모두 가능', '요리 가능'])).toEqual(['요리 가능']);
  });

  it('formats the certificate number as 0000-0000000', () => {
    expect(formatCertificate('2021a1234567999')).toBe('2021-1234567');
    expect(formatCertificate('202')).toBe('202');
  });
});
