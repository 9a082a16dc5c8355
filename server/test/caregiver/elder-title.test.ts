// The elder card title and its parts (pure).
import { ageOn, elderArea, elderTitle } from '../../src/modules/caregiver/elder-title';

describe('elderArea', () => {
  it.each([
    ['서울 강남구 역삼동 706-1', '서울 강남구 역삼로 310', '강남구 역삼동'],
    ['경기 성남시 분당구 정자동 178-1', '', '분당구 정자동'],
    ['서울 종로구 종로1가 1', '', '종로구 종로1가'],
    ['경기 양평군 양평읍 양근리 100', '', '양평군 양평읍'],
    ['세종특별자치시 보람동 650', '', '보람동'],
    ['', '서울 강남구 역삼로 310', '강남구'],
    ['', '', ''],
  ])('%s / %s → %s', (jibun, road, expected) => {
    expect(elderArea(jibun, road)).toBe(expected);
  });
});

describe('ageOn', () => {
  // 2026-11-21 15:00 UTC is already 2026-11-22 in Korea.
  const now = new Date('2026-11-21T15:00:00Z');
  it('counts full years on the Korean date', () => {
    expect(ageOn('1944-11-22', now)).toBe(82);
    expect(ageOn('1944-11-23', now)).toBe(81);
    expect(ageOn('1944-12-01', now)).toBe(81);
    expect(ageOn('1944-01-01', now)).toBe(82);
  });
});

describe('elderTitle', () => {
  it('joins work type, area, gender and age, and grade', () => {
    const now = new Date('2026-11-22T03:00:00Z');
    const elder = {
      workType: '방문 요양',
      jibunAddress: '서울 강남구 역삼동 706-1',
      roadAddress: '서울 강남구 역삼로 310',
      gender: 'female' as const,
      birth: '1944-05-01',
      rank: 3,
    };
    expect(elderTitle(elder, now)).toBe('방문 요양 · 강남구 역삼동 · 여 82세 · 3등급');
    expect(elderTitle({ ...elder, gender: 'male', rank: 6, workType: '병원 동행' }, now)).toBe(
      '병원 동행 · 강남구 역삼동 · 남 82세 · 인지지원등급',
    );
  });
});
