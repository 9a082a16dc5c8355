import type { z } from 'zod';
import {
  careMessageSchema,
  centerSearchQuerySchema,
  contactQuerySchema,
  elderStepSchemas,
  loginRequestSchema,
  managerBookmarkBodySchema,
  MAX_RECORD_ID,
  nameSchema,
  recordIdSchema,
  resumeStepSchemas,
  TEXT_MESSAGES,
  textProblem,
} from '..';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('recordIdSchema', () => {
  const id = recordIdSchema('번호를 확인해주세요.');

  it('takes decimal digits or a JSON number from 1 to the largest PostgreSQL integer', () => {
    expect(id.parse('5')).toBe(5);
    expect(id.parse(5)).toBe(5);
    expect(id.parse(String(MAX_RECORD_ID))).toBe(2147483647);
  });

  it.each([
    '2147483648',
    '99999999999',
    2147483648,
    '0x10',
    '1e1',
    ' 5 ',
    '-1',
    '1.0',
    '0',
    '',
    1.5,
    null,
    ['1'],
  ])('refuses %p with the field’s own message', (value) => {
    expect(firstMessage(id, value)).toBe('번호를 확인해주세요.');
  });

  it('is what the query and body schemas use, with their messages', () => {
    expect(firstMessage(contactQuerySchema, { contact: '2147483648' })).toBe('연락 번호를 확인해주세요.');
    expect(firstMessage(managerBookmarkBodySchema, { elderId: 99999999999, caregiverId: 1 })).toBe(
      '어르신을 선택해주세요.',
    );
  });
});

describe('the text rule', () => {
  it.each([
    ['a\u0000b', 'control'],
    ['a\u0007', 'control'],
    ['line\nbreak', 'control'],
    ['\u0085', 'control'],
    ['\ud800', 'control'],
    ['\u200b', 'invisible'],
    [' \u200c\u200d ', 'invisible'],
    ['\u202e\u2066\u2069', 'invisible'],
    ['\ufeff\u2060', 'invisible'],
    ['\u3164', 'invisible'],
  ])('finds %p %s', (value, problem) => {
    expect(textProblem(value)).toBe(problem);
  });

  it.each(['홍길순', '', '   ', 'a\u200bb', '😀 웃음', 'abcd1234!!'])('lets %p through', (value) => {
    expect(textProblem(value)).toBeUndefined();
  });

  it('gives form fields a Korean message under the field', () => {
    expect(firstMessage(nameSchema, '홍\u0000길순')).toBe(TEXT_MESSAGES.control);
    expect(firstMessage(nameSchema, '\u200b\u200b')).toBe(TEXT_MESSAGES.invisible);
    expect(firstMessage(careMessageSchema, '안녕하세요\u0000 반갑습니다')).toBe(TEXT_MESSAGES.control);
    expect(firstMessage(centerSearchQuerySchema, { keyword: '\u0000' })).toBe(TEXT_MESSAGES.control);
    expect(firstMessage(loginRequestSchema, { id: 'care\u0000', password: 'x' })).toBe(TEXT_MESSAGES.control);
    expect(
      firstMessage(resumeStepSchemas.introduction, { experience: [], introduction: '', title: '\u2060' }),
    ).toBe(TEXT_MESSAGES.invisible);
    expect(firstMessage(elderStepSchemas.basics.shape.birth, '1940-05-01\u0000')).toBe(TEXT_MESSAGES.control);
  });

  it('leaves the field’s own rules and messages as they were', () => {
    expect(firstMessage(nameSchema, '   ')).toBe('이름을 입력해주세요.');
    expect(careMessageSchema.parse('  ')).toBe('');
  });
});
