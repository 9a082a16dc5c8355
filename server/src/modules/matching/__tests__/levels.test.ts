import { caregiverCapabilityLevels, categoriesMet, elderNeedLevels, taskTags } from '../levels';
import { DAILY_ITEMS } from '../options';

const none = { meal: [], toileting: [], mobility: [], daily: [] } as const;

describe('elderNeedLevels', () => {
  it.each([
    ['스스로 식사 가능', 1],
    ['식사 차림 필요', 2],
    ['죽, 반찬 등 요리 필요', 3],
    ['콧줄 식사', 4],
  ] as const)('식사 %s → %i', (option, level) => {
    expect(elderNeedLevels({ ...none, meal: [option] }).meal).toBe(level);
  });

  it.each([
    ['스스로 배변 가능', 1],
    ['배변 실수 시 도움 필요', 2],
    ['기저귀 케어 필요', 3],
    ['유치도뇨, 방광루, 장루 관리', 4],
  ] as const)('배변 %s → %i', (option, level) => {
    expect(elderNeedLevels({ ...none, toileting: [option] }).toileting).toBe(level);
  });

  it.each([
    ['스스로 거동 가능', 1],
    ['이동 시 부축 도움', 2],
    ['휠체어 이동 보조', 3],
    ['거동 불가', 4],
  ] as const)('이동 %s → %i', (option, level) => {
    expect(elderNeedLevels({ ...none, mobility: [option] }).mobility).toBe(level);
  });

  it.each(DAILY_ITEMS.map((item) => [item]))('일상 %s is kept as an item', (item) => {
    expect(elderNeedLevels({ ...none, daily: [item] }).daily).toEqual([item]);
  });

  it('takes the highest level among the options chosen, in any order', () => {
    expect(elderNeedLevels({ ...none, meal: ['콧줄 식사', '스스로 식사 가능'] }).meal).toBe(4);
    expect(
      elderNeedLevels({ ...none, toileting: ['배변 실수 시 도움 필요', '기저귀 케어 필요'] }).toileting,
    ).toBe(3);
  });

  it('is level 1 and no 일상 when nothing is chosen', () => {
    expect(elderNeedLevels(none)).toEqual({ meal: 1, toileting: 1, mobility: 1, daily: [] });
  });

  it('keeps 일상 in the table order without duplicates', () => {
    expect(elderNeedLevels({ ...none, daily: ['인지 자극 활동', '병원 동행', '병원 동행'] }).daily).toEqual([
      '병원 동행',
      '인지 자극 활동',
    ]);
  });

  it('rejects options of the other side and unknown ones', () => {
    // @ts-expect-error a caregiver option is not an elder option
    expect(() => elderNeedLevels({ ...none, meal: ['식사 도움'] })).toThrow(RangeError);
    // @ts-expect-error 모두 가능 is a caregiver option only
    expect(() => elderNeedLevels({ ...none, daily: ['모두 가능'] })).toThrow(RangeError);
  });
});

describe('caregiverCapabilityLevels', () => {
  it.each([
    ['식사 도움', 2],
    ['요리 가능', 3],
    ['콧줄 식사 도움', 4],
    ['모두 가능', 4],
  ] as const)('식사 %s → %i', (option, level) => {
    expect(caregiverCapabilityLevels({ ...none, meal: [option] }).meal).toBe(level);
  });

  it.each([
    ['화장실 이용하기', 2],
    ['기저귀 교환', 3],
    ['배뇨·배변 보조', 4],
    ['모두 가능', 4],
  ] as const)('배변 %s → %i', (option, level) => {
    expect(caregiverCapabilityLevels({ ...none, toileting: [option] }).toileting).toBe(level);
  });

  it.each([
    ['이동 도움', 2],
    ['휠체어 이동 보조', 3],
    ['침대에서 휠체어 이동', 4],
    ['모두 가능', 4],
  ] as const)('이동 %s → %i', (option, level) => {
    expect(caregiverCapabilityLevels({ ...none, mobility: [option] }).mobility).toBe(level);
  });

  it.each(DAILY_ITEMS.map((item) => [item]))('일상 %s is kept as an item', (item) => {
    expect(caregiverCapabilityLevels({ ...none, daily: [item] }).daily).toEqual([item]);
  });

  it('일상 모두 가능 is all six items', () => {
    expect(caregiverCapabilityLevels({ ...none, daily: ['모두 가능'] }).daily).toEqual([...DAILY_ITEMS]);
    expect(caregiverCapabilityLevels({ ...none, daily: ['병원 동행', '모두 가능'] }).daily).toEqual([
      ...DAILY_ITEMS,
    ]);
  });

  it('takes the highest level chosen', () => {
    expect(caregiverCapabilityLevels({ ...none, meal: ['콧줄 식사 도움', '식사 도움'] }).meal).toBe(4);
    expect(caregiverCapabilityLevels({ ...none, mobility: ['이동 도움', '휠체어 이동 보조'] }).mobility).toBe(
      3,
    );
  });

  it('is level 1 (only elders who manage alone) when nothing is chosen', () => {
    expect(caregiverCapabilityLevels(none)).toEqual({ meal: 1, toileting: 1, mobility: 1, daily: [] });
  });

  it('reads `해당 없음` as nothing chosen, like the empty lists saved before it', () => {
    const explicit = {
      meal: ['해당 없음'],
      toileting: ['해당 없음'],
      mobility: ['해당 없음'],
      daily: ['해당 없음'],
    } as const;
    expect(caregiverCapabilityLevels(explicit)).toEqual(caregiverCapabilityLevels(none));
  });

  it('rejects elder options', () => {
    // @ts-expect-error an elder option is not a caregiver option
    expect(() => caregiverCapabilityLevels({ ...none, meal: ['콧줄 식사'] })).toThrow(RangeError);
  });
});

describe('taskTags', () => {
  it('lights nothing for an elder who manages alone', () => {
    const levels = elderNeedLevels({
      meal: ['스스로 식사 가능'],
      toileting: ['스스로 배변 가능'],
      mobility: ['스스로 거동 가능'],
      daily: [],
    });
    expect(taskTags(levels)).toEqual({ meal: false, toileting: false, mobility: false, daily: false });
  });

  it('lights a category above level 1 and 일상 for any item', () => {
    const levels = elderNeedLevels({ ...none, meal: ['식사 차림 필요'], daily: ['병원 동행'] });
    expect(taskTags(levels)).toEqual({ meal: true, toileting: false, mobility: false, daily: true });
  });

  it('lights a caregiver category where they can help', () => {
    const levels = caregiverCapabilityLevels({ ...none, toileting: ['모두 가능'], mobility: ['이동 도움'] });
    expect(taskTags(levels)).toEqual({ meal: false, toileting: true, mobility: true, daily: false });
  });
});

describe('categoriesMet', () => {
  it('compares level by level and 일상 as a subset', () => {
    const need = elderNeedLevels({
      ...none,
      meal: ['죽, 반찬 등 요리 필요'],
      daily: ['병원 동행', '말벗 등 정서 지원'],
    });
    const capability = caregiverCapabilityLevels({ ...none, meal: ['요리 가능'], daily: ['병원 동행'] });
    expect(categoriesMet(need, capability)).toEqual({
      meal: true,
      toileting: true,
      mobility: true,
      daily: false,
    });
  });
});
