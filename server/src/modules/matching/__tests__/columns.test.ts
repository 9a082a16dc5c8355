// The stored level columns (columns.ts) that the SQL filters read: every option maps to the level of
// README.md's table, and comparing the columns the way queries.ts does gives exactly the pure filters.
import fc from 'fast-check';
import { dailyMask, elderLevelColumns, rankMask, resumeLevelColumns } from '../columns';
import { candidateFailures } from '../filters';
import { capabilitySignature, needSignature, takes } from '../signature';
import {
  CAREGIVER_MEAL_OPTIONS,
  CAREGIVER_MOBILITY_OPTIONS,
  CAREGIVER_TOILETING_OPTIONS,
  DAILY_ITEMS,
  ELDER_MEAL_OPTIONS,
  ELDER_MOBILITY_OPTIONS,
  ELDER_TOILETING_OPTIONS,
} from '../options';
import { caregiverArb, elderArb } from './arbitraries';
import { makeCaregiver, makeElder } from './fixtures';

const noNeeds = { meal: [], toileting: [], mobility: [], daily: [] } as const;
const noSkills = { ...noNeeds, elderRank: [] } as const;

describe('elderLevelColumns', () => {
  it.each([
    ['meal', ELDER_MEAL_OPTIONS, 'mealLevel'],
    ['toileting', ELDER_TOILETING_OPTIONS, 'toiletingLevel'],
    ['mobility', ELDER_MOBILITY_OPTIONS, 'mobilityLevel'],
  ] as const)('%s: the n-th option of the table is level n', (category, options, column) => {
    options.forEach((option, i) => {
      expect(elderLevelColumns({ ...noNeeds, [category]: [option] })[column]).toBe(i + 1);
    });
  });

  it('is level 1 and an empty mask when nothing is chosen', () => {
    expect(elderLevelColumns(noNeeds)).toEqual({
      mealLevel: 1,
      toiletingLevel: 1,
      mobilityLevel: 1,
      dailyMask: 0,
    });
  });

  it('sets bit i for the i-th 일상 item', () => {
    DAILY_ITEMS.forEach((item, i) => {
      expect(elderLevelColumns({ ...noNeeds, daily: [item] }).dailyMask).toBe(1 << i);
    });
  });
});

describe('resumeLevelColumns', () => {
  it.each([
    ['meal', CAREGIVER_MEAL_OPTIONS, 'mealLevel', [2, 3, 4, 4]],
    ['toileting', CAREGIVER_TOILETING_OPTIONS, 'toiletingLevel', [2, 3, 4, 4]],
    ['mobility', CAREGIVER_MOBILITY_OPTIONS, 'mobilityLevel', [2, 3, 4, 4]],
  ] as const)('%s: every option, 모두 가능 = 4', (category, options, column, levels) => {
    options.forEach((option, i) => {
      expect(resumeLevelColumns({ ...noSkills, [category]: [option] })[column]).toBe(levels[i]);
    });
  });

  it('is level 1 with empty masks when nothing is chosen', () => {
    expect(resumeLevelColumns(noSkills)).toEqual({
      mealLevel: 1,
      toiletingLevel: 1,
      mobilityLevel: 1,
      dailyMask: 0,
      rankMask: 0,
    });
  });

  it('일상 모두 가능 sets all six bits; grades set bit r', () => {
    expect(resumeLevelColumns({ ...noSkills, daily: ['모두 가능'] }).dailyMask).toBe(0b111111);
    expect(resumeLevelColumns({ ...noSkills, elderRank: [1, 6] }).rankMask).toBe((1 << 1) | (1 << 6));
    expect(rankMask([1, 2, 3, 4, 5, 6])).toBe(0b1111110);
    expect(dailyMask([...DAILY_ITEMS])).toBe(0b111111);
  });
});

describe('the SQL comparisons on the columns', () => {
  // What a window (rank-sql.ts candidateRows) asks the database, written over the columns.
  const sqlPasses = (
    e: Parameters<typeof candidateFailures>[0],
    c: Parameters<typeof candidateFailures>[1],
  ) => {
    const need = elderLevelColumns(e);
    const cap = resumeLevelColumns(c);
    return (
      cap.mealLevel >= need.mealLevel &&
      cap.toiletingLevel >= need.toiletingLevel &&
      cap.mobilityLevel >= need.mobilityLevel &&
      (cap.dailyMask & need.dailyMask) === need.dailyMask &&
      (cap.rankMask & (1 << e.rank)) !== 0
    );
  };
  const levelFailures = new Set(['meal', 'toileting', 'mobility', 'daily', 'grade']);

  it('agree with the pure level, 일상 and grade filters (property)', () => {
    fc.assert(
      fc.property(elderArb, caregiverArb, (e, c) => {
        const pure = candidateFailures(e, c, 100).filter((f) => levelFailures.has(f)).length === 0;
        expect(sqlPasses(e, c)).toBe(pure);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the SQL filter on the bits (signature.ts)', () => {
  // What a count asks the database: the resume's match_sig holds every bit of the elder's.
  const sqlPasses = (
    e: Parameters<typeof candidateFailures>[0],
    c: Parameters<typeof candidateFailures>[1],
  ) =>
    takes(
      capabilitySignature({ ...resumeLevelColumns(c), preferredGender: c.preferredGender }),
      needSignature({ ...elderLevelColumns(e), rank: e.rank, gender: e.gender }),
    );
  const levelFailures = new Set(['meal', 'toileting', 'mobility', 'daily', 'grade', 'gender']);

  it('passes exactly when capability ≥ need, for every pair of levels in each category', () => {
    for (const need of [1, 2, 3, 4])
      for (const level of [1, 2, 3, 4])
        for (const [at, key] of [
          [0, 'mealLevel'],
          [1, 'toiletingLevel'],
          [2, 'mobilityLevel'],
        ] as const) {
          const base = { mealLevel: 1, toiletingLevel: 1, mobilityLevel: 1, dailyMask: 0 };
          const capability = capabilitySignature({
            ...base,
            [key]: level,
            rankMask: 0b10,
            preferredGender: 'EVERY',
          });
          const needs = needSignature({ ...base, [key]: need, rank: 1, gender: 'female' });
          expect([at, need, level, takes(capability, needs)]).toEqual([at, need, level, level >= need]);
        }
  });

  it('passes a grade only when accepted, and a gender only when preferred', () => {
    const none = { mealLevel: 1, toiletingLevel: 1, mobilityLevel: 1, dailyMask: 0 };
    for (const rank of [1, 2, 3, 4, 5, 6])
      for (const other of [1, 2, 3, 4, 5, 6])
        expect(
          takes(
            capabilitySignature({ ...none, rankMask: 1 << other, preferredGender: 'EVERY' }),
            needSignature({ ...none, rank, gender: 'male' }),
          ),
        ).toBe(rank === other);
    for (const preferred of ['EVERY', 'male', 'female'] as const)
      for (const gender of ['male', 'female'] as const)
        expect(
          takes(
            capabilitySignature({ ...none, rankMask: 0b1111110, preferredGender: preferred }),
            needSignature({ ...none, rank: 3, gender }),
          ),
        ).toBe(preferred === 'EVERY' || preferred === gender);
  });

  it('agree with the pure level, 일상, grade and gender filters (property)', () => {
    fc.assert(
      fc.property(elderArb, caregiverArb, (e, c) => {
        const pure = candidateFailures(e, c, 100).filter((f) => levelFailures.has(f)).length === 0;
        expect(sqlPasses(e, c)).toBe(pure);
      }),
      { numRuns: 2000 },
    );
  });

  it('agree on the fixtures (a candidate next door)', () => {
    expect(sqlPasses(makeElder(), makeCaregiver())).toBe(true);
    expect(sqlPasses(makeElder({ rank: 6 }), makeCaregiver({ elderRank: [1, 2] }))).toBe(false);
  });
});
