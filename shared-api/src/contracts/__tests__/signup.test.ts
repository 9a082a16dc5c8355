import type { z } from 'zod';
import {
  addressSchema,
  caregiverRegisterSchema,
  centerAddressSchema,
  consentSchema,
  experienceListSchema,
  formatDate,
  formatPhone,
  idSchema,
  introductionSchema,
  managerRegisterSchema,
  maskLoginId,
  memberTypeSchema,
  nameSchema,
  normalizeExperience,
  passwordSchema,
  phoneSchema,
  resetPasswordRequestSchema,
  signupAccountSchema,
  SIGNUP_MESSAGES as M,
} from '..';

/** The messages a schema reports for a value ([] when valid). */
const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('id', () => {
  it.each([
    'short1',
    'onlyletters',
    '1234567890',
    'Upper12345',
    'a'.repeat(20) + '1',
    'han글12345',
    'ab_12345',
    '',
    42,
  ])('rejects %p with the spec message', (value) => expect(messages(idSchema, value)).toEqual([M.id]));
  it.each(['care0001', 'abcdefgh1', 'a1234567890123456789', ' care 0001 '])('accepts %p', (value) =>
    expect(messages(idSchema, value)).toEqual([]),
  );
  it('strips whitespace', () => expect(idSchema.parse(' care 0001\t')).toBe('care0001'));
});

describe('password', () => {
  it.each([
    'abcd1234',
    'abcdefghijk!',
    '1234567890!',
    'abcdefghij12',
    'abcd1234!!abcd1234!!x',
    '비밀번호abc123!!',
  ])('rejects %p with the spec message', (value) =>
    expect(messages(passwordSchema, value)).toEqual([M.password]),
  );
  it.each(['abcd1234!!', 'A1!aaaaaaa', 'abcd 1234 !!', 'abcd1234!!abcd1234!!'])('accepts %p', (value) =>
    expect(messages(passwordSchema, value)).toEqual([]),
  );
  it('reports a confirmation that differs, and nothing when equal', () => {
    const base = {
      id: 'care0001',
      password: 'abcd1234!!',
      type: '요양보호사',
      agreePrivacy: true,
      agreeTerms: true,
    };
    expect(messages(signupAccountSchema, { ...base, passwordCheck: 'abcd1234!?' })).toEqual([
      M.passwordCheck,
    ]);
    expect(messages(signupAccountSchema, { ...base, passwordCheck: 'abcd 1234!!' })).toEqual([]);
  });
});

describe('type, consents', () => {
  it('requires a member type', () => {
    expect(messages(memberTypeSchema, undefined)).toEqual([M.type]);
    expect(messages(memberTypeSchema, '관리자')).toEqual([M.type]);
    expect(messages(memberTypeSchema, '사회복지사')).toEqual([]);
  });
  it('requires both consents', () => {
    expect(messages(consentSchema, false)).toEqual([M.consent]);
    expect(messages(consentSchema, undefined)).toEqual([M.consent]);
    expect(messages(consentSchema, true)).toEqual([]);
  });
});

describe('name', () => {
  it('is required after trimming', () => {
    expect(messages(nameSchema, '   ')).toEqual([M.nameRequired]);
    expect(messages(nameSchema, undefined)).toEqual([M.nameRequired]);
  });
  it.each(['Kim', '김a', '김 철수', '김'.repeat(11), 'ㄱㄴ'])('rejects %p', (value) =>
    expect(messages(nameSchema, value)).toContain(M.nameFormat),
  );
  it.each(['김돌봄', ' 남궁민수 ', '김'.repeat(10)])('accepts %p', (value) =>
    expect(messages(nameSchema, value)).toEqual([]),
  );
});

describe('phone', () => {
  it.each(['01012345678', '010-1234-567', '010-1234-56789', 'abc-defg-hijk', '', 1012345678])(
    'rejects %p',
    (value) => expect(messages(phoneSchema, value)).toEqual([M.phone]),
  );
  it('accepts the dashed form', () => expect(messages(phoneSchema, '010-1234-5678')).toEqual([]));
  it('formats digits while typing', () => {
    expect(formatPhone('010')).toBe('010');
    expect(formatPhone('0101')).toBe('010-1');
    expect(formatPhone('0101234')).toBe('010-1234');
    expect(formatPhone('01012345')).toBe('010-1234-5');
    expect(formatPhone('010-1234-56789')).toBe('010-1234-5678');
  });
});

describe('address and center', () => {
  const address = {
    zonecode: '06236',
    roadAddress: '서울 강남구 테헤란로 152',
    jibunAddress: '',
    bcode: '1168010100',
  };
  it('needs a road address; a 법정동 code well-formed when given; the zonecode only when the postcode service gave one', () => {
    // Without a code the server places the address from its text (issue 30: the spec's Address has none).
    expect(messages(addressSchema, { ...address, bcode: '' })).toEqual([]);
    expect(messages(addressSchema, { ...address, bcode: undefined })).toEqual([]);
    expect(messages(addressSchema, { ...address, bcode: '11680' })).toEqual([M.address]);
    expect(messages(addressSchema, { ...address, roadAddress: '' })).toEqual([M.address]);
    expect(messages(addressSchema, undefined)).toEqual([M.address]);
    expect(messages(addressSchema, address)).toEqual([]);
    // The offline 시/구/동 search has no postal code.
    expect(messages(addressSchema, { ...address, zonecode: '' })).toEqual([]);
  });
  it('needs a center with a road address', () => {
    expect(messages(centerAddressSchema, undefined)).toEqual([M.center]);
    expect(messages(centerAddressSchema, { roadAddress: '', centerId: 1 })).toEqual([M.center]);
    expect(messages(centerAddressSchema, { roadAddress: '서울', centerId: 1 })).toEqual([]);
  });
});

describe('experience', () => {
  const full = { startDate: '2020-01-01', endDate: '2021-06-30', work: '방문 요양', center: '행복센터' };
  const stored = { ...full, current: false };
  const blank = { startDate: '', endDate: '', work: '', center: '', current: false };
  it('keeps finished entries (a current one too) and one empty entry when none remain', () => {
    expect(normalizeExperience([full, blank])).toEqual([stored]);
    expect(normalizeExperience([{ ...full, endDate: '', current: true }])).toEqual([
      { ...full, endDate: '', current: true },
    ]);
    expect(normalizeExperience([])).toEqual([blank]);
  });
  it('names each missing field of a started entry instead of dropping it (issue 30)', () => {
    expect(messages(experienceListSchema, [blank])).toEqual([]);
    expect(messages(experienceListSchema, [{ ...full, work: '' }])).toEqual([M.experienceWork]);
    expect(messages(experienceListSchema, [{ startDate: '2020-01-01' }])).toEqual([
      M.experienceWork,
      M.experienceCenter,
      M.experienceEnd,
    ]);
    expect(messages(experienceListSchema, [{ ...full, endDate: '', current: true }])).toEqual([]);
    expect(messages(experienceListSchema, [{ ...full, current: true }])).toEqual([M.experienceCurrentEnd]);
    expect(
      messages(experienceListSchema, [{ ...full, startDate: '2999-01-01', endDate: '', current: true }]),
    ).toEqual([M.experienceFuture]);
  });
  it('allows at most 3 entries', () => {
    expect(messages(experienceListSchema, [full, full, full])).toEqual([]);
    expect(messages(experienceListSchema, [full, full, full, full])).toEqual([M.experienceCount]);
  });
  it('needs real dates with the end not before the start', () => {
    expect(messages(experienceListSchema, [{ ...full, startDate: '2021-02-30' }])).toEqual([
      M.experienceDate,
    ]);
    expect(messages(experienceListSchema, [{ ...full, endDate: '2019-12-31' }])).toEqual([M.experienceOrder]);
    expect(messages(experienceListSchema, [{ ...full, endDate: '' }])).toEqual([M.experienceEnd]);
  });
  it('formats dates while typing', () => {
    expect(formatDate('2020')).toBe('2020');
    expect(formatDate('20200')).toBe('2020-0');
    expect(formatDate('202001')).toBe('2020-01');
    expect(formatDate('2020013')).toBe('2020-01-3');
    expect(formatDate('2020-01-31xx9')).toBe('2020-01-31');
  });
});

describe('introduction', () => {
  it.each(['짧은소개', '가'.repeat(51)])('rejects %p', (value) =>
    expect(messages(introductionSchema, value)).toEqual([M.introduction]),
  );
  it.each(['', '성실하게 모시겠습니다.', '가'.repeat(50)])('accepts %p', (value) =>
    expect(messages(introductionSchema, value)).toEqual([]),
  );
});

describe('request bodies', () => {
  const common = {
    id: 'care0001',
    password: 'abcd1234!!',
    name: '김돌봄',
    phone: '010-1234-5678',
    agreePrivacy: true,
    agreeTerms: true,
  };
  it('accept valid bodies', () => {
    expect(messages(managerRegisterSchema, { ...common, centerId: 3 })).toEqual([]);
    expect(managerRegisterSchema.parse({ ...common, centerId: 3 }).hasCar).toBe(true);
    const caregiver = {
      ...common,
      address: { zonecode: '06236', roadAddress: '서울', bcode: '1168010100' },
    };
    expect(caregiverRegisterSchema.parse(caregiver)).toMatchObject({ experience: [], introduction: '' });
  });
  it('report each field', () => {
    expect(messages(managerRegisterSchema, { ...common, centerId: undefined })).toEqual([M.center]);
    expect(messages(managerRegisterSchema, { ...common, centerId: 3, agreeTerms: false })).toEqual([
      M.consent,
    ]);
    expect(messages(caregiverRegisterSchema, { ...common })).toEqual([M.address]);
  });
  it('reset password uses the same password rule', () => {
    const body = { id: 'care0001', phone: '010-1234-5678', code: '123456', password: 'abcd1234!!' };
    expect(messages(resetPasswordRequestSchema, { ...body, passwordCheck: 'abcd1234!!' })).toEqual([]);
    expect(messages(resetPasswordRequestSchema, { ...body, passwordCheck: 'x' })).toEqual([M.passwordCheck]);
    expect(
      messages(resetPasswordRequestSchema, { ...body, password: 'short', passwordCheck: 'short' }),
    ).toEqual([M.password]);
  });
});

describe('maskLoginId', () => {
  it.each([
    ['care0001', 'care**01'],
    ['caretaker01', 'care*****01'],
    ['abcdefg', 'a*****g'],
    ['ab', '**'],
  ])('%p → %p', (id, masked) => expect(maskLoginId(id)).toBe(masked));
});
