// What does not fit (issue 30, item 8): every reason against, worded for each reader, the card's line
// first; and the score explained part by part.
import fc from 'fast-check';
import { FITS_TEXT, fitOf, mismatchTexts, weekdaysText } from '../fit';
import { WEIGHTS, matchScore, scoreBreakdown } from '../score';
import { caregiverArb, elderArb, radiusArb } from './arbitraries';
import { makeCaregiver, makeElder } from './fixtures';

const weekdays = (start: string, end: string, days = [0, 1, 2, 3, 4]) =>
  Array.from({ length: 7 }, (_, d) => (days.includes(d) ? { start, end } : null));

describe('mismatches', () => {
  it('says a 13–18시 job does not fit a caregiver free 9–12 (the field test’s case)', () => {
    const e = makeElder({ schedule: weekdays('13:00:00', '18:00:00') });
    const c = makeCaregiver({ workTimeSlot: [0] });
    expect(fitOf(e, c)).toEqual({
      fit: '월~금 오후가 맞지 않아요',
      fits: false,
      mismatches: ['월~금 오후가 맞지 않아요'],
    });
  });

  it('lists every reason in the card’s order, the hard filters first; the card’s line is the first', () => {
    const e = makeElder({
      toileting: ['기저귀 케어 필요'],
      rank: 5,
      schedule: weekdays('18:00:00', '21:00:00', [0, 2]),
      wage: 12000,
      family: '집에 있어요',
      pet: '있어요',
    });
    const c = makeCaregiver({ elderRank: [1, 2, 3], wage: 13000 });
    expect(mismatchTexts(e, c, 'caregiver')).toEqual([
      '배변 도움이 가능해야 해요',
      '5등급은 희망 등급이 아니에요',
      '월·수 저녁이 맞지 않아요',
      '시급이 희망(13,000원)보다 낮아요',
      '가족 동거는 어렵다고 하셨어요',
      '반려동물은 어렵다고 하셨어요',
    ]);
    expect(mismatchTexts(e, c, 'manager')).toEqual([
      '배변 도움(기저귀 케어 필요)은 이력서에 없어요',
      '5등급은 희망 등급이 아니에요',
      '월·수 저녁이 맞지 않아요',
      '시급이 희망(13,000원)보다 낮아요',
      '가족 동거는 어렵다고 했어요',
      '반려동물은 어렵다고 했어요',
    ]);
    expect(fitOf(e, c).fit).toBe('배변 도움이 가능해야 해요');
  });

  it('says what a 일급 is per hour when it is below the wish', () => {
    // 110,000원 for 9 hours a day is about 12,222원 an hour.
    const e = makeElder({ wageType: '일급', wage: 110000 });
    expect(mismatchTexts(e, makeCaregiver({ wage: 13000 }), 'caregiver')).toEqual([
      '시급으로 약 12,222원, 희망(13,000원)보다 낮아요',
    ]);
  });

  it('is empty, with 내 조건에 맞아요, when everything fits; and says nothing without a resume', () => {
    expect(fitOf(makeElder(), makeCaregiver())).toEqual({ fit: FITS_TEXT, fits: true, mismatches: [] });
    const none = makeCaregiver({ resumeRegistered: false, meal: [], workDay: [] });
    expect(fitOf(makeElder(), none)).toEqual({ fit: null, fits: false, mismatches: [] });
  });

  it('leaves the week out when either side said 시간 협의 가능', () => {
    const e = makeElder({ schedule: weekdays('18:00:00', '21:00:00') });
    expect(fitOf({ ...e, negotiable: true }, makeCaregiver()).fits).toBe(true);
    expect(fitOf(e, makeCaregiver({ isNegotiableTime: true })).fits).toBe(true);
  });

  it('writes three days or more in a row with ~', () => {
    expect(weekdaysText([0, 1, 2, 3, 4])).toBe('월~금');
    expect(weekdaysText([0, 2])).toBe('월·수');
    expect(weekdaysText([0, 1, 3, 4, 5, 6])).toBe('월·화·목~일');
  });
});

describe('scoreBreakdown', () => {
  it('explains 61점: whole points per part that add up to the score, none above its weight (property)', () => {
    fc.assert(
      fc.property(
        elderArb,
        caregiverArb,
        fc.double({ min: 0, max: 6, noNaN: true }),
        radiusArb,
        (e, c, d, r) => {
          const { score, parts } = matchScore(e, c, d, r);
          const items = scoreBreakdown(parts, score);
          expect(items.map((i) => i.part)).toEqual(Object.keys(WEIGHTS));
          expect(items.reduce((sum, i) => sum + i.points, 0)).toBe(score);
          for (const i of items) {
            expect(Number.isInteger(i.points)).toBe(true);
            expect(i.points).toBeGreaterThanOrEqual(0);
            expect(i.points).toBeLessThanOrEqual(i.max);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('names each part as the card says it', () => {
    const e = makeElder({ pet: '있어요' });
    const { score, parts } = matchScore(e, makeCaregiver({ workTimeSlot: [1] }), 0, 1.25);
    expect(scoreBreakdown(parts, score).map((i) => [i.label, i.points, i.max])).toEqual([
      ['근무 시간', 17, 25],
      ['필요한 돌봄', 20, 20],
      ['거리', 20, 20],
      ['급여', 10, 10],
      ['돌봄 여유', 0, 5],
      ['등급', 5, 5],
      ['성별', 5, 5],
      ['가족 동거', 5, 5],
      ['반려동물', 0, 5],
    ]);
    expect(score).toBe(82);
  });
});

describe('hours her active jobs have taken (issue 31)', () => {
  const h = (hours: number) => hours * 3600;
  it('say where they clash first among the week’s lines, even when either side is negotiable', () => {
    const e = makeElder({ schedule: weekdays('09:00:00', '18:00:00'), negotiable: true });
    // 월·수 13–17 taken (booked spans may overlap: the same hours from two jobs count once).
    const c = makeCaregiver({
      workDay: [0, 1, 2, 3, 4],
      workTimeSlot: [0, 1],
      isNegotiableTime: true,
      booked: [
        { weekday: 0, start: h(13), end: h(17) },
        { weekday: 2, start: h(13), end: h(17) },
        { weekday: 2, start: h(14), end: h(15) },
      ],
    });
    expect(fitOf(e, c).fit).toBe('월·수 오후에 다른 근무가 있어요');
    // Morning and afternoon parts are both named; a clash outside the elder's hours is none.
    const both = makeCaregiver({
      booked: [
        { weekday: 4, start: h(11), end: h(13) },
        { weekday: 5, start: h(9), end: h(12) },
      ],
    });
    expect(mismatchTexts(e, both, 'manager')[0]).toBe('금 오전·오후에 다른 근무가 있어요');
    expect(
      mismatchTexts(e, makeCaregiver({ booked: [{ weekday: 5, start: h(9), end: h(12) }] }), 'caregiver'),
    ).not.toContain('토 오전에 다른 근무가 있어요');
  });

  it('lower the schedule share and the score by exactly the hours taken', () => {
    const e = makeElder({ schedule: weekdays('09:00:00', '18:00:00') });
    const free = makeCaregiver({ workDay: [0, 1, 2, 3, 4], workTimeSlot: [0, 1] });
    const taken = { ...free, booked: [{ weekday: 0, start: h(13), end: h(17) }] };
    const a = matchScore(e, free, 0, 1.25);
    const b = matchScore(e, taken, 0, 1.25);
    expect(a.overlap.share).toBe(1);
    expect(b.overlap.share).toBeCloseTo(41 / 45, 12);
    expect(b.overlap.daysCovered).toBe(4);
    expect(b.score).toBeLessThan(a.score);
    expect(b.reasons).toContain('주 5일 중 4일 가능');
  });
});
