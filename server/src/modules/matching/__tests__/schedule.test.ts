import { dayRange, parseTime, scheduleOverlap } from '../schedule';
import type { ElderSchedule } from '../types';
import type { TimeSlot, Weekday } from '../options';

const nineToSix = { start: '09:00:00', end: '18:00:00' };
const weekdays: ElderSchedule = [nineToSix, nineToSix, nineToSix, nineToSix, nineToSix, null, null];
const MON_FRI: Weekday[] = [0, 1, 2, 3, 4];
const ALL_SLOTS: TimeSlot[] = [0, 1, 2];

describe('parseTime / dayRange', () => {
  it('reads HH:MM and HH:MM:SS', () => {
    expect(parseTime('09:00')).toBe(9 * 3600);
    expect(parseTime('09:00:00')).toBe(9 * 3600);
    expect(parseTime('18:30:15')).toBe(18 * 3600 + 30 * 60 + 15);
    expect(parseTime('24:00')).toBe(24 * 3600);
  });

  it.each(['9:00', '09:60', '25:00', '24:01', '09:00:60', '', 'noon'])('rejects %j', (value) => {
    expect(() => parseTime(value)).toThrow(RangeError);
  });

  it('has no hours for a day off, an empty day or an overnight shift', () => {
    expect(dayRange(null)).toBeNull();
    expect(dayRange(undefined)).toBeNull();
    expect(dayRange({ start: '09:00', end: '09:00' })).toBeNull();
    expect(dayRange({ start: '22:00', end: '06:00' })).toBeNull();
    expect(dayRange({ start: '09:00', end: '12:00' })).toEqual([9 * 3600, 12 * 3600]);
  });
});

describe('scheduleOverlap', () => {
  it('covers 9–18 on weekdays fully with slots 0 and 1 on those days', () => {
    expect(scheduleOverlap(weekdays, MON_FRI, [0, 1])).toEqual({
      share: 1,
      elderMinutes: 5 * 9 * 60,
      coveredMinutes: 5 * 9 * 60,
      elderDays: 5,
      daysCovered: 5,
      daysPartlyCovered: 5,
    });
  });

  it('counts a missing caregiver day as uncovered: 4 of 5 days', () => {
    const r = scheduleOverlap(weekdays, [0, 1, 2, 3, 5, 6], ALL_SLOTS);
    expect(r.share).toBeCloseTo(4 / 5, 12);
    expect(r).toMatchObject({ elderDays: 5, daysCovered: 4, daysPartlyCovered: 4 });
  });

  it('counts only the part of a slot inside the elder hours (slot partly covered)', () => {
    // Elder 10:30–13:00: slot 0 gives 10:30–12:00 (90 min), slot 1 gives 12:00–13:00 (60 min).
    const s: ElderSchedule = [{ start: '10:30', end: '13:00' }];
    expect(scheduleOverlap(s, [0], [0])).toMatchObject({
      share: 90 / 150,
      coveredMinutes: 90,
      daysCovered: 0,
      daysPartlyCovered: 1,
    });
    expect(scheduleOverlap(s, [0], [1])).toMatchObject({ share: 60 / 150, coveredMinutes: 60 });
    expect(scheduleOverlap(s, [0], [0, 1])).toMatchObject({ share: 1, daysCovered: 1 });
  });

  it('never covers hours outside 9–21', () => {
    const s: ElderSchedule = [{ start: '07:00', end: '23:00' }];
    expect(scheduleOverlap(s, [0], ALL_SLOTS)).toMatchObject({
      share: 12 / 16,
      elderMinutes: 16 * 60,
      daysCovered: 0,
      daysPartlyCovered: 1,
    });
  });

  it('treats exact boundaries as touching, not overlapping', () => {
    // 12:00–18:00 is slot 1 exactly; slot 0 ends at 12:00 and slot 2 starts at 18:00.
    const s: ElderSchedule = [{ start: '12:00:00', end: '18:00:00' }];
    expect(scheduleOverlap(s, [0], [0, 2])).toMatchObject({
      share: 0,
      coveredMinutes: 0,
      daysPartlyCovered: 0,
    });
    expect(scheduleOverlap(s, [0], [1])).toMatchObject({ share: 1, daysCovered: 1 });
    const evening: ElderSchedule = [{ start: '18:00', end: '21:00' }];
    expect(scheduleOverlap(evening, [0], [2])).toMatchObject({ share: 1, daysCovered: 1 });
  });

  it('ignores an overnight day and a day off (no hours, nothing to cover)', () => {
    const s: ElderSchedule = [{ start: '22:00', end: '06:00' }, null, nineToSix];
    expect(scheduleOverlap(s, [0, 1, 2], ALL_SLOTS)).toMatchObject({
      share: 1,
      elderDays: 1,
      elderMinutes: 9 * 60,
      daysCovered: 1,
    });
  });

  it('is 0 with elderMinutes 0 when the elder has no hours at all', () => {
    expect(scheduleOverlap([], MON_FRI, ALL_SLOTS)).toEqual({
      share: 0,
      elderMinutes: 0,
      coveredMinutes: 0,
      elderDays: 0,
      daysCovered: 0,
      daysPartlyCovered: 0,
    });
  });

  it('is 0 for a caregiver with no days or no slots', () => {
    expect(scheduleOverlap(weekdays, [], ALL_SLOTS).share).toBe(0);
    expect(scheduleOverlap(weekdays, MON_FRI, []).share).toBe(0);
  });

  it('counts duplicated days or slots once', () => {
    expect(scheduleOverlap(weekdays, [0, 0, 1, 2, 3, 4], [0, 0, 1]).share).toBe(1);
  });

  it('handles seconds exactly', () => {
    const s: ElderSchedule = [{ start: '11:59:30', end: '12:00:30' }];
    expect(scheduleOverlap(s, [0], [0])).toMatchObject({ coveredMinutes: 0.5, share: 0.5, daysCovered: 0 });
    expect(scheduleOverlap(s, [0], [0, 1])).toMatchObject({ share: 1, daysCovered: 1 });
  });
});
