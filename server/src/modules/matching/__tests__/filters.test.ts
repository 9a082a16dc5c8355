import { candidateFailures, isCandidate } from '../filters';
import { makeCaregiver, makeElder } from './fixtures';

// About 1 km north of the elder (0.009° of latitude ≈ 1.0 km).
const oneKmNorth = { lat: 37.50008 + 0.009, lng: 127.03855 };

describe('isCandidate', () => {
  it('passes a caregiver who meets every filter', () => {
    expect(candidateFailures(makeElder(), makeCaregiver(), 1.25)).toEqual([]);
    expect(isCandidate(makeElder(), makeCaregiver(), 1.25)).toBe(true);
  });

  it('needs a registered resume and an open job search', () => {
    expect(candidateFailures(makeElder(), makeCaregiver({ resumeRegistered: false }), 5)).toEqual(['resume']);
    expect(candidateFailures(makeElder(), makeCaregiver({ jobOpen: false }), 5)).toEqual(['jobClosed']);
  });

  it('needs capability ≥ need in 식사, 배변, 이동', () => {
    const elder = makeElder({
      meal: ['죽, 반찬 등 요리 필요'],
      toileting: ['기저귀 케어 필요'],
      mobility: ['거동 불가'],
    });
    expect(candidateFailures(elder, makeCaregiver(), 5)).toEqual(['meal', 'toileting', 'mobility']);
    const exact = makeCaregiver({
      meal: ['요리 가능'],
      toileting: ['기저귀 교환'],
      mobility: ['침대에서 휠체어 이동'],
    });
    expect(isCandidate(elder, exact, 5)).toBe(true);
    const all = makeCaregiver({ meal: ['모두 가능'], toileting: ['모두 가능'], mobility: ['모두 가능'] });
    expect(isCandidate(elder, all, 5)).toBe(true);
  });

  it('lets a caregiver who chose nothing take only elders who manage alone', () => {
    const none = makeCaregiver({ meal: [], toileting: [], mobility: [], daily: [] });
    const alone = makeElder({
      meal: ['스스로 식사 가능'],
      toileting: ['스스로 배변 가능'],
      mobility: [],
      daily: [],
    });
    expect(isCandidate(alone, none, 5)).toBe(true);
    expect(candidateFailures(makeElder({ daily: [] }), none, 5)).toEqual(['meal', 'mobility']);
  });

  it("needs the elder's 일상 within the caregiver's (모두 가능 covers all)", () => {
    const elder = makeElder({ daily: ['병원 동행', '인지 자극 활동'] });
    expect(candidateFailures(elder, makeCaregiver(), 5)).toEqual(['daily']);
    expect(
      isCandidate(elder, makeCaregiver({ daily: ['인지 자극 활동', '병원 동행', '말벗 등 정서 지원'] }), 5),
    ).toBe(true);
    expect(isCandidate(elder, makeCaregiver({ daily: ['모두 가능'] }), 5)).toBe(true);
  });

  it("needs the elder's grade among the accepted grades", () => {
    expect(candidateFailures(makeElder({ rank: 6 }), makeCaregiver({ elderRank: [1, 2, 3] }), 5)).toEqual([
      'grade',
    ]);
    expect(candidateFailures(makeElder(), makeCaregiver({ elderRank: [] }), 5)).toEqual(['grade']);
    expect(isCandidate(makeElder({ rank: 6 }), makeCaregiver({ elderRank: [6] }), 5)).toBe(true);
  });

  it('needs the preferred gender to be EVERY or the elder’s', () => {
    expect(
      isCandidate(makeElder({ gender: 'female' }), makeCaregiver({ preferredGender: 'female' }), 5),
    ).toBe(true);
    expect(
      candidateFailures(makeElder({ gender: 'female' }), makeCaregiver({ preferredGender: 'male' }), 5),
    ).toEqual(['gender']);
    expect(isCandidate(makeElder({ gender: 'male' }), makeCaregiver({ preferredGender: 'EVERY' }), 5)).toBe(
      true,
    );
  });

  it('needs the caregiver within the radius', () => {
    const caregiver = makeCaregiver(oneKmNorth);
    expect(isCandidate(makeElder(), caregiver, 1.25)).toBe(true);
    expect(candidateFailures(makeElder(), caregiver, 0.9)).toEqual(['distance']);
    // Same 동 centroid: distance 0, in range for any radius.
    expect(isCandidate(makeElder(), makeCaregiver(), 0)).toBe(true);
  });

  it('ignores schedule, wage, family and pets (they only move the score)', () => {
    const caregiver = makeCaregiver({ workDay: [], workTimeSlot: [], wage: 99000 });
    expect(isCandidate(makeElder({ family: '집에 있어요', pet: '있어요' }), caregiver, 1.25)).toBe(true);
  });
});
