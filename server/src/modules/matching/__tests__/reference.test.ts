import fc from 'fast-check';
import { haversineKm } from '../../geo/distance';
import { candidateFailures, isCandidate } from '../filters';
import { referenceCandidates, referenceNearElders } from '../reference';
import { caregiverArb, elderArb, radiusArb } from './arbitraries';
import { makeCaregiver, makeElder } from './fixtures';

describe('referenceCandidates', () => {
  it('keeps exactly the candidates, each with full tasks, grade and gender parts (property)', () => {
    fc.assert(
      fc.property(elderArb, fc.array(caregiverArb, { maxLength: 30 }), radiusArb, (elder, caregivers, r) => {
        const found = referenceCandidates(elder, caregivers, r);
        expect(found.map((x) => x.caregiver)).toEqual(
          expect.arrayContaining(caregivers.filter((c) => isCandidate(elder, c, r))),
        );
        expect(found).toHaveLength(
          caregivers.filter((c) => candidateFailures(elder, c, r).length === 0).length,
        );
        for (const x of found) {
          expect(x.distanceKm).toBeLessThanOrEqual(r);
          expect(x.parts).toMatchObject({ tasks: 1, grade: 1, gender: 1 });
        }
      }),
      { numRuns: 200 },
    );
  });

  it('sorts by score, schedule share or desired wage, ties by distance then id', () => {
    const elder = makeElder();
    const near = makeCaregiver({ id: 1, wage: 12000, workDay: [0, 1, 2] });
    const far = makeCaregiver({ id: 2, lat: 37.50908, wage: 15000 }); // ~1 km away, every day
    const twin = makeCaregiver({ id: 3, wage: 12000, workDay: [0, 1, 2] });
    const ids = (sort: 'accuracy' | 'time_match' | 'high_salary') =>
      referenceCandidates(elder, [twin, far, near], 1.25, sort).map((x) => x.caregiver.id);
    expect(ids('time_match')).toEqual([2, 1, 3]);
    expect(ids('high_salary')).toEqual([2, 1, 3]);
    const scores = referenceCandidates(elder, [twin, far, near], 1.25).map((x) => x.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});

describe('referenceNearElders', () => {
  it('lists the elders the caregiver can take, nearest first', () => {
    const caregiver = makeCaregiver();
    const here = makeElder({ id: 1 });
    const newerHere = makeElder({ id: 2, createdAt: new Date('2025-06-01') });
    const there = makeElder({ id: 3, lat: 37.505 });
    const tooFar = makeElder({ id: 4, lat: 37.6 });
    const tooHeavy = makeElder({ id: 5, mobility: ['거동 불가'] });
    const list = referenceNearElders(caregiver, [tooFar, there, here, tooHeavy, newerHere], 1.25);
    expect(list.map((x) => x.elder.id)).toEqual([2, 1, 3]);
    expect(list[2]?.distanceKm).toBeCloseTo(haversineKm(there, caregiver), 12);
  });
});
