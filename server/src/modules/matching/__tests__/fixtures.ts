// Test builders: a caregiver who passes every filter for the elder, next door.
import type { CaregiverForMatching, ElderForMatching } from '../types';

const nineToSix = { start: '09:00:00', end: '18:00:00' };

export function makeElder(over: Partial<ElderForMatching> = {}): ElderForMatching {
  return {
    id: 1,
    gender: 'female',
    rank: 3,
    lat: 37.50008,
    lng: 127.03855,
    schedule: [nineToSix, nineToSix, nineToSix, nineToSix, nineToSix, null, null],
    negotiable: false,
    meal: ['식사 차림 필요'],
    toileting: ['스스로 배변 가능'],
    mobility: ['이동 시 부축 도움'],
    daily: ['병원 동행'],
    wageType: '시급',
    wage: 13000,
    family: '집에 없어요',
    pet: '없어요',
    createdAt: new Date('2025-01-01T00:00:00Z'),
    ...over,
  };
}

export function makeCaregiver(over: Partial<CaregiverForMatching> = {}): CaregiverForMatching {
  return {
    id: 10,
    resumeRegistered: true,
    jobOpen: true,
    lat: 37.50008,
    lng: 127.03855,
    workDay: [0, 1, 2, 3, 4],
    workTimeSlot: [0, 1],
    isNegotiableTime: false,
    wage: 13000,
    elderRank: [1, 2, 3, 4, 5, 6],
    meal: ['식사 도움'],
    toileting: [],
    mobility: ['이동 도움'],
    daily: ['병원 동행'],
    preferredGender: 'EVERY',
    isFamilyPreferred: false,
    isPetPreferred: false,
    ...over,
  };
}
