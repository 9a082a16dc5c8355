import fc from 'fast-check';
import { WEEKDAYS, type TimeSlot, type Weekday } from '../options';
import { WEIGHTS, matchScore } from '../score';
import { caregiverArb, elderArb, radiusArb } from './arbitraries';
import { makeCaregiver, makeElder } from './fixtures';

const union = <T>(a: readonly T[], b: readonly T[]) => [...new Set([...a, ...b])];

describe('WEIGHTS', () => {
  it('add up to 100', () => {
    expect(Object.values(WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });
});

describe('matchScore', () => {
  it('is an integer within 0–100 for any pair and distance (property)', () => {
    fc.assert(
      fc.property(
        elderArb,
        caregiverArb,
        fc.double({ min: 0, max: 20, noNaN: true }),
        radiusArb,
        (e, c, d, r) => {
          const { score, parts } = matchScore(e, c, d, r);
          expect(Number.isInteger(score)).toBe(true);
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(100);
          for (const v of Object.values(parts)) {
            expect(v).toBeGreaterThanOrEqual(0);
            expect(v).toBeLessThanOrEqual(1);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never drops when the distance shrinks, all else equal (property)', () => {
    fc.assert(
      fc.property(
        elderArb,
        caregiverArb,
        fc.double({ min: 0, max: 6, noNaN: true }),
        fc.double({ min: 0, max: 6, noNaN: true }),
        radiusArb,
        (e, c, a, b, r) => {
          const [near, far] = a <= b ? [a, b] : [b, a];
          expect(matchScore(e, c, near, r).score).toBeGreaterThanOrEqual(matchScore(e, c, far, r).score);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never drops when the caregiver covers more of the week, all else equal (property)', () => {
    fc.assert(
      fc.property(
        elderArb,
        caregiverArb,
        fc.subarray([...WEEKDAYS]),
        fc.subarray<TimeSlot>([0, 1, 2]),
        fc.double({ min: 0, max: 6, noNaN: true }),
        radiusArb,
        (e, c, moreDays, moreSlots, d, r) => {
          const wider = {
            ...c,
            workDay: union<Weekday>(c.workDay, moreDays),
            workTimeSlot: union(c.workTimeSlot, moreSlots),
          };
          const before = matchScore(e, c, d, r);
          const after = matchScore(e, wider, d, r);
          expect(after.overlap.share).toBeGreaterThanOrEqual(before.overlap.share);
          expect(after.score).toBeGreaterThanOrEqual(before.score);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('gives 100 to a perfect fit next door', () => {
    const c = makeCaregiver({ meal: ['모두 가능'], toileting: ['모두 가능'], mobility: ['모두 가능'] });
    expect(matchScore(makeElder(), c, 0, 1.25).score).toBe(100);
  });

  it('weighs distance linearly within the radius and gives nothing beyond it', () => {
    const e = makeElder();
    const c = makeCaregiver();
    expect(matchScore(e, c, 0, 2).parts.distance).toBe(1);
    expect(matchScore(e, c, 1, 2).parts.distance).toBe(0.5);
    expect(matchScore(e, c, 2, 2).parts.distance).toBe(0);
    expect(matchScore(e, c, 3, 2).parts.distance).toBe(0);
    expect(matchScore(e, c, 0, 2).score - matchScore(e, c, 1, 2).score).toBe(WEIGHTS.distance / 2);
  });

  it('scores the schedule by the share of the elder’s hours covered', () => {
    const e = makeElder();
    const fourDays = makeCaregiver({ workDay: [0, 1, 2, 3] });
    expect(matchScore(e, fourDays, 0, 1.25).parts.schedule).toBeCloseTo(0.8, 12);
    expect(matchScore(e, makeCaregiver({ workTimeSlot: [1] }), 0, 1.25).parts.schedule).toBeCloseTo(
      6 / 9,
      12,
    );
  });

  it('rewards surplus capability', () => {
    const e = makeElder(); // needs 식사 2, 배변 1, 이동 2
    const exact = matchScore(e, makeCaregiver({ toileting: [] }), 0, 1.25).parts.surplus;
    const more = matchScore(e, makeCaregiver({ meal: ['콧줄 식사 도움'] }), 0, 1.25).parts.surplus;
    expect(exact).toBe(0);
    expect(more).toBeCloseTo(1 / 3, 12);
  });

  it('lowers the score for family or a pet the caregiver is not fine with', () => {
    const withBoth = makeElder({ family: '집에 있어요', pet: '있어요' });
    const fine = makeCaregiver({ isFamilyPreferred: true, isPetPreferred: true });
    const notFine = makeCaregiver();
    expect(matchScore(withBoth, fine, 0, 1.25).score - matchScore(withBoth, notFine, 0, 1.25).score).toBe(
      WEIGHTS.family + WEIGHTS.pet,
    );
    // No family, no pet: the caregiver's preference does not matter.
    expect(matchScore(makeElder(), fine, 0, 1.25).score).toBe(
      matchScore(makeElder(), notFine, 0, 1.25).score,
    );
  });

  it('scores wage fit: full at or above the desired wage, nothing at 80 % or below', () => {
    const c = makeCaregiver({ wage: 15000 });
    expect(matchScore(makeElder({ wage: 15000 }), c, 0, 1.25).parts.wage).toBe(1);
    expect(matchScore(makeElder({ wage: 14000 }), c, 0, 1.25).parts.wage).toBeCloseTo(2 / 3, 12);
    expect(matchScore(makeElder({ wage: 12000 }), c, 0, 1.25).parts.wage).toBe(0);
    expect(matchScore(makeElder({ wage: 0 }), makeCaregiver({ wage: 0 }), 0, 1.25).parts.wage).toBe(1);
    // 월급 over 45 h a week: 2,925,000 / (45 × 52 / 12) = 15,000 per hour.
    expect(matchScore(makeElder({ wageType: '월급', wage: 2_925_000 }), c, 0, 1.25).parts.wage).toBeCloseTo(
      1,
      9,
    );
    // 일급 over 9 h days: 135,000 / 9 = 15,000.
    expect(matchScore(makeElder({ wageType: '일급', wage: 135_000 }), c, 0, 1.25).parts.wage).toBe(1);
    // A 건별 offer with no hours cannot be compared: half marks.
    expect(matchScore(makeElder({ wageType: '건별', schedule: [] }), c, 0, 1.25).parts.wage).toBe(0.5);
  });

  it('scores a non-candidate lower on grade, gender and tasks', () => {
    const e = makeElder({ meal: ['콧줄 식사'], daily: ['병원 동행', '인지 자극 활동'] });
    const r = matchScore(e, makeCaregiver({ elderRank: [1], preferredGender: 'male' }), 0, 1.25);
    expect(r.parts).toMatchObject({ grade: 0, gender: 0 });
    // 식사 not met, 이동 met, 일상 half: (0 + 1 + 0.5) / 3.
    expect(r.parts.tasks).toBeCloseTo(0.5, 12);
  });
});

describe('matchScore reasons', () => {
  it('reads like the detail screen', () => {
    const e = makeElder({ daily: [] });
    const c = makeCaregiver({ workDay: [0, 1, 2, 3], wage: 13000 });
    expect(matchScore(e, c, 1.12, 1.25).reasons).toEqual([
      '식사·이동 가능',
      '주 5일 중 4일 가능',
      '약 1.1km',
      '시급 13,000원 이상',
    ]);
  });

  it('lists every category met in table order, 일상 included', () => {
    const e = makeElder({ toileting: ['기저귀 케어 필요'] });
    const c = makeCaregiver({ toileting: ['모두 가능'] });
    expect(matchScore(e, c, 0, 1.25).reasons[0]).toBe('식사·배변·이동·일상 가능');
    // A category not met is left out.
    expect(matchScore(e, makeCaregiver(), 0, 1.25).reasons[0]).toBe('식사·이동·일상 가능');
  });

  it('says nothing about tasks when the elder needs no help', () => {
    const e = makeElder({ meal: [], mobility: [], daily: [] });
    expect(matchScore(e, makeCaregiver(), 0, 1.25).reasons[0]).toBe('주 5일 모두 가능');
  });

  it('says the hours when days are only partly covered (issue 30), and nothing when none overlaps', () => {
    // 9–18 on five days is 45 hours; the 12–18 slot covers 30 of them. It read `주 5일 중 5일 일부 가능`.
    expect(matchScore(makeElder(), makeCaregiver({ workTimeSlot: [1] }), 0, 1.25).reasons).toContain(
      '주 45시간 중 30시간 가능',
    );
    const half = makeElder({ schedule: [{ start: '10:30', end: '13:00' }] });
    expect(matchScore(half, makeCaregiver({ workTimeSlot: [1] }), 0, 1.25).reasons).toContain(
      '주 2시간 30분 중 1시간 가능',
    );
    const none = matchScore(makeElder(), makeCaregiver({ workTimeSlot: [2] }), 0, 1.25).reasons;
    expect(none.some((r) => r.startsWith('주 '))).toBe(false);
  });

  it('adds 시간 협의 가능 when either side is negotiable', () => {
    expect(matchScore(makeElder({ negotiable: true }), makeCaregiver(), 0, 1.25).reasons).toContain(
      '시간 협의 가능',
    );
    expect(matchScore(makeElder(), makeCaregiver({ isNegotiableTime: true }), 0, 1.25).reasons).toContain(
      '시간 협의 가능',
    );
    expect(matchScore(makeElder(), makeCaregiver(), 0, 1.25).reasons).not.toContain('시간 협의 가능');
  });

  it('says 약 1km 이내 below 1 km (동-level places) and rounds to one decimal otherwise', () => {
    expect(matchScore(makeElder(), makeCaregiver(), 0, 1.25).reasons).toContain('약 1km 이내');
    expect(matchScore(makeElder(), makeCaregiver(), 0.049, 1.25).reasons).toContain('약 1km 이내');
    expect(matchScore(makeElder(), makeCaregiver(), 0.05, 1.25).reasons).toContain('약 1km 이내');
    expect(matchScore(makeElder(), makeCaregiver(), 4.96, 5).reasons).toContain('약 5.0km');
  });

  it('names the desired wage only when the offer meets it', () => {
    expect(matchScore(makeElder({ wage: 15000 }), makeCaregiver({ wage: 12500 }), 0, 1.25).reasons).toContain(
      '시급 12,500원 이상',
    );
    const low = matchScore(makeElder({ wage: 12000 }), makeCaregiver({ wage: 12500 }), 0, 1.25).reasons;
    expect(low.some((r) => r.startsWith('시급'))).toBe(false);
    const noWish = matchScore(makeElder(), makeCaregiver({ wage: 0 }), 0, 1.25).reasons;
    expect(noWish.some((r) => r.startsWith('시급'))).toBe(false);
  });

  it('mentions family and pets the caregiver is fine with', () => {
    const e = makeElder({ family: '집에 있어요', pet: '있어요' });
    const reasons = matchScore(
      e,
      makeCaregiver({ isFamilyPreferred: true, isPetPreferred: true }),
      0,
      1.25,
    ).reasons;
    expect(reasons.slice(-2)).toEqual(['가족 동거 가능', '반려동물 가능']);
    expect(matchScore(e, makeCaregiver(), 0, 1.25).reasons).not.toContain('가족 동거 가능');
  });
});
