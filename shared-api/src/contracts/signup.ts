// Sign-up: the spec's §5 rules and their exact Korean messages, shared by the form (field by field)
// and the server (request bodies). Only checks that survive JSON Schema generation are used
// (`overwrite` instead of `transform`), so the same schemas document the API in OpenAPI.
import { z } from 'zod';
import { birthYearSchema } from './birth-year';
import { recordIdSchema, textSchema, withTextRule } from './primitives';

export const SIGNUP_MESSAGES = {
  id: '8~20자의 영문소문자와 숫자만 입력 가능합니다.',
  idUnchecked: '중복확인을 해주세요',
  idTaken: '사용할 수 없는 아이디입니다',
  idAvailable: '사용 가능한 아이디입니다.',
  password: '10~20자의 영문, 숫자, 특수문자를 모두 포함한 비밀번호를 입력해주세요',
  passwordCheck: '비밀번호가 일치하지 않습니다.',
  type: '회원 유형을 선택해주세요.',
  nameRequired: '이름을 입력해주세요.',
  nameFormat: '이름은 10자 이내의 한글로 입력해주세요.',
  phone: '휴대전화 번호를 확인해주세요',
  address: '주소를 입력해주세요.',
  center: '소속을 입력해주세요.',
  consent: '필수 약관에 모두 동의해주세요.',
  experienceCount: '경력은 최대 3개까지 입력할 수 있어요.',
  experienceDate: '날짜를 yyyy-mm-dd 형식으로 확인해주세요.',
  experienceOrder: '종료일은 시작일 이후여야 해요.',
  experienceText: '경력 내용은 30자 이내로 입력해주세요.',
  experienceStart: '시작일을 입력해주세요.',
  experienceEnd: '종료일을 입력하거나 ‘현재 근무 중’을 선택해주세요.',
  experienceWork: '하신 일을 입력해주세요.',
  experienceCenter: '근무한 곳을 입력해주세요.',
  experienceCurrentEnd: '현재 근무 중이면 종료일은 비워주세요.',
  experienceFuture: '시작일은 오늘보다 늦을 수 없어요.',
  introduction: '자기소개는 10자 이상 50자 이내로 입력해주세요.',
  photoType: 'PNG 또는 JPG 파일만 업로드할 수 있습니다.',
} as const;

export const MEMBER_TYPES = ['요양보호사', '사회복지사'] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];

const stripWhitespace = (s: string) => s.replace(/\s/g, '');
const ID_RE = /^(?=.*[a-z])(?=.*\d)[a-z\d]{8,20}$/;
/** Letters, digits and printable ASCII specials only; at least one of each kind. */
const PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[!-/:-@[-`{-~])[!-~]{10,20}$/;
/** Empty is left to the "required" message. */
const NAME_RE = /^[가-힣]*$/;
const PHONE_RE = /^\d{3}-\d{4}-\d{4}$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

// Ids and passwords: whitespace (tabs too) is stripped as the spec says, then the text rule applies.
export const idSchema = withTextRule(
  z.string({ error: SIGNUP_MESSAGES.id }).overwrite(stripWhitespace),
).regex(ID_RE, SIGNUP_MESSAGES.id);

export const passwordSchema = withTextRule(
  z.string({ error: SIGNUP_MESSAGES.password }).overwrite(stripWhitespace),
).regex(PASSWORD_RE, SIGNUP_MESSAGES.password);

export const passwordCheckSchema = withTextRule(
  z.string({ error: SIGNUP_MESSAGES.passwordCheck }).overwrite(stripWhitespace),
).max(20, SIGNUP_MESSAGES.passwordCheck);

export const memberTypeSchema = z.enum(MEMBER_TYPES, { error: SIGNUP_MESSAGES.type });

export const nameSchema = textSchema(SIGNUP_MESSAGES.nameRequired)
  .trim()
  .min(1, SIGNUP_MESSAGES.nameRequired)
  .max(10, SIGNUP_MESSAGES.nameFormat)
  .regex(NAME_RE, SIGNUP_MESSAGES.nameFormat);

export const phoneSchema = textSchema(SIGNUP_MESSAGES.phone).trim().regex(PHONE_RE, SIGNUP_MESSAGES.phone);

const addressText = (max: number) =>
  textSchema(SIGNUP_MESSAGES.address).trim().max(max, SIGNUP_MESSAGES.address);

/**
 * A caregiver's address; `bcode` is the 10-digit 법정동 code that gives its coordinates. The spec's
 * rule "an address needs a zonecode" assumed the postcode service always answers; when it cannot
 * load, the built-in 시/구/동 search finds the 법정동 but knows no postal code, so the address is
 * required as a road address, and the zonecode is kept when the service gave one. Our forms always
 * send the bcode; a client that sends none (the spec's own Address has none: issue 30) is placed from
 * the address text by the gazetteer (시·군·구 + 동), and refused only when the text names no place.
 */
export const addressSchema = z.object(
  {
    zonecode: addressText(10).optional().default(''),
    roadAddress: addressText(200).min(1, SIGNUP_MESSAGES.address),
    jibunAddress: addressText(200).optional().default(''),
    bcode: textSchema(SIGNUP_MESSAGES.address)
      .trim()
      .regex(/^(\d{10})?$/, SIGNUP_MESSAGES.address)
      .optional()
      .default(''),
  },
  { error: SIGNUP_MESSAGES.address },
);
export type Address = z.input<typeof addressSchema>;

export const centerIdSchema = recordIdSchema(SIGNUP_MESSAGES.center);

/** The manager's center as the form holds it after /search-center. */
export const centerAddressSchema = z.object(
  {
    zonecode: textSchema().optional(),
    roadAddress: textSchema(SIGNUP_MESSAGES.center).trim().min(1, SIGNUP_MESSAGES.center),
    jibunAddress: textSchema().optional(),
    centerId: centerIdSchema,
  },
  { error: SIGNUP_MESSAGES.center },
);

/** true for a real calendar date written yyyy-mm-dd. */
export function isRealDate(value: string): boolean {
  if (!DATE_RE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const experienceDateSchema = textSchema(SIGNUP_MESSAGES.experienceDate)
  .trim()
  .refine(isRealDate, SIGNUP_MESSAGES.experienceDate);

/**
 * A work experience (spec §3: startDate, endDate, work, center). `current` (issue 30, PRODUCT.md "Data
 * rules"): she still works there — `현재 근무 중` instead of an end date, so `endDate` is ''.
 */
export interface ExperienceEntry {
  startDate: string;
  endDate: string;
  work: string;
  center: string;
  current: boolean;
}
/** An experience as the API sends it back (내 정보, the manager's caregiver detail). */
export const experienceEntrySchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  work: z.string(),
  center: z.string(),
  current: z.boolean(),
});
const TEXT_KEYS = ['startDate', 'endDate', 'work', 'center'] as const;
/** The message for each field an entry that was started leaves empty. */
const MISSING = {
  startDate: SIGNUP_MESSAGES.experienceStart,
  endDate: SIGNUP_MESSAGES.experienceEnd,
  work: SIGNUP_MESSAGES.experienceWork,
  center: SIGNUP_MESSAGES.experienceCenter,
} as const;

/**
 * One entry as typed: any field may still be empty. An entry left wholly empty is no entry; one that
 * was started must be finished (issue 30: a current job typed without an end date was silently dropped).
 * `current` is optional on the wire (older clients never send it) and means false.
 */
export const experienceEntryInputSchema = z.object({
  startDate: textSchema().trim().max(10, SIGNUP_MESSAGES.experienceDate).optional().default(''),
  endDate: textSchema().trim().max(10, SIGNUP_MESSAGES.experienceDate).optional().default(''),
  work: textSchema().trim().max(30, SIGNUP_MESSAGES.experienceText).optional().default(''),
  center: textSchema().trim().max(30, SIGNUP_MESSAGES.experienceText).optional().default(''),
  current: z.boolean().optional().default(false),
});
export type ExperienceInput = z.input<typeof experienceEntryInputSchema>;

const filled = (s: string | undefined) => (s ?? '').trim() !== '';
/** Nothing typed and not marked current: an empty row of the form, not an entry. */
export const isBlankExperience = (e: ExperienceInput): boolean =>
  !e.current && TEXT_KEYS.every((k) => !filled(e[k]));
const isComplete = (e: ExperienceInput): boolean =>
  filled(e.startDate) && filled(e.work) && filled(e.center) && (e.current === true || filled(e.endDate));

/** The entries as stored: trimmed, blank rows left out (the list schema refused unfinished ones). */
export function completeExperience(list: ReadonlyArray<ExperienceInput>): ExperienceEntry[] {
  return list.filter(isComplete).map((e) => ({
    startDate: (e.startDate ?? '').trim(),
    endDate: e.current ? '' : (e.endDate ?? '').trim(),
    work: (e.work ?? '').trim(),
    center: (e.center ?? '').trim(),
    current: e.current === true,
  }));
}

export const emptyExperienceEntry = (): ExperienceEntry => ({
  startDate: '',
  endDate: '',
  work: '',
  center: '',
  current: false,
});

/** A saved list for the form: its entries, or one empty entry to type into. */
export function normalizeExperience(list: ReadonlyArray<ExperienceInput>): ExperienceEntry[] {
  const complete = completeExperience(list);
  return complete.length > 0 ? complete : [emptyExperienceEntry()];
}

/** yyyy-mm-dd of a day in Korea (entries are calendar dates there). */
const koreanToday = (now: Date) => new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);

/**
 * Up to 3 entries. A blank row is ignored; any other entry needs a start date, work and center, and an
 * end date or `현재 근무 중` (never both): each missing field gets its own message, so nothing she
 * typed is dropped without a word. Dates are real, the end not before the start, a start not after today.
 */
export const experienceListSchema = z
  .array(experienceEntryInputSchema)
  .max(3, SIGNUP_MESSAGES.experienceCount)
  .superRefine((list, ctx) => {
    const today = koreanToday(new Date());
    list.forEach((entry, i) => {
      if (isBlankExperience(entry)) return;
      const issue = (key: keyof ExperienceInput, message: string) =>
        ctx.addIssue({ code: 'custom', path: [i, key], message });
      for (const key of ['startDate', 'work', 'center'] as const) {
        if (!filled(entry[key])) issue(key, MISSING[key]);
      }
      if (entry.current && filled(entry.endDate)) issue('endDate', SIGNUP_MESSAGES.experienceCurrentEnd);
      if (!entry.current && !filled(entry.endDate)) issue('endDate', MISSING.endDate);
      let datesOk = true;
      for (const key of ['startDate', 'endDate'] as const) {
        if (filled(entry[key]) && !isRealDate(entry[key])) {
          datesOk = false;
          issue(key, SIGNUP_MESSAGES.experienceDate);
        }
      }
      if (!datesOk || !filled(entry.startDate)) return;
      if (entry.startDate > today) issue('startDate', SIGNUP_MESSAGES.experienceFuture);
      else if (!entry.current && filled(entry.endDate) && entry.endDate < entry.startDate) {
        issue('endDate', SIGNUP_MESSAGES.experienceOrder);
      }
    });
  });

export const introductionSchema = textSchema(SIGNUP_MESSAGES.introduction)
  .trim()
  .max(50, SIGNUP_MESSAGES.introduction)
  .refine((s) => s.length === 0 || s.length >= 10, SIGNUP_MESSAGES.introduction);

export const consentSchema = z.literal(true, { error: SIGNUP_MESSAGES.consent });

/** Adds the password-confirmation check to an object with `password` and `passwordCheck`. */
function checkPasswordsMatch(
  value: { password: string; passwordCheck?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.passwordCheck !== undefined && value.passwordCheck !== value.password) {
    ctx.addIssue({ code: 'custom', path: ['passwordCheck'], message: SIGNUP_MESSAGES.passwordCheck });
  }
}

/** Step 1 of the form (account, member type, consents). */
export const signupAccountSchema = z
  .object({
    id: idSchema,
    password: passwordSchema,
    passwordCheck: passwordCheckSchema,
    type: memberTypeSchema,
    agreePrivacy: consentSchema,
    agreeTerms: consentSchema,
  })
  .superRefine(checkPasswordsMatch);

const registerBase = {
  id: idSchema,
  password: passwordSchema,
  /** Optional on the API; when sent it must equal the password. */
  passwordCheck: passwordCheckSchema.optional(),
  name: nameSchema,
  phone: phoneSchema,
  agreePrivacy: consentSchema,
  agreeTerms: consentSchema,
};

/** `POST /api/manager/register`. `hasCar` defaults to true (spec §3). */
export const managerRegisterSchema = z
  .object({
    ...registerBase,
    centerId: centerIdSchema,
    hasCar: z.boolean().optional().default(true),
  })
  .superRefine(checkPasswordsMatch);
export type ManagerRegisterRequest = z.input<typeof managerRegisterSchema>;

/** `POST /api/caregiver/register`. Blank experience rows are ignored; unfinished ones are refused (issue 30). */
export const caregiverRegisterSchema = z
  .object({
    ...registerBase,
    address: addressSchema,
    experience: experienceListSchema.optional().default([]),
    introduction: introductionSchema.optional().default(''),
    /** 출생 연도: the sign-up form requires it; optional on the API, which older clients call without it. */
    birthYear: birthYearSchema.optional(),
  })
  .superRefine(checkPasswordsMatch);
export type CaregiverRegisterRequest = z.input<typeof caregiverRegisterSchema>;

export const validateIdRequestSchema = z.object({ id: idSchema });
export const validateIdResponseSchema = z.object({ available: z.literal(true) });

/**
 * `uploadToken` (our addition, issue 29) authorizes one proof photo (POST /api/manager/register/:id/proof)
 * within 10 minutes, as the caregiver's authorizes her profile photo.
 */
export const managerRegisterResponseSchema = z.object({
  userId: z.number().int(),
  uploadToken: z.string(),
  uploadTokenExpiresAt: z.string(),
});
export type ManagerRegisterResponse = z.infer<typeof managerRegisterResponseSchema>;
/** `uploadToken` authorizes one photo upload for this user within 10 minutes. */
export const caregiverRegisterResponseSchema = z.object({
  userId: z.number().int(),
  uploadToken: z.string(),
  uploadTokenExpiresAt: z.string(),
});
export type CaregiverRegisterResponse = z.infer<typeof caregiverRegisterResponseSchema>;

export const profileImageResponseSchema = z.object({ profileImage: z.string() });

/** Digits → `010-1234-5678` while typing (at most 11 digits). */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 11);
  if (digits.length <= 3) return digits;
  if (digits.length <= 7) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
}

/** Digits → `yyyy-mm-dd` while typing (at most 8 digits). */
export function formatDate(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 4) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  return `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}`;
}
