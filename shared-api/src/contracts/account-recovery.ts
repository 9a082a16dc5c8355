// Account recovery (PRODUCT.md: find id shown masked, reset password), over a 6-digit SMS code.
import { z } from 'zod';
import { textSchema } from './primitives';
import { idSchema, passwordCheckSchema, passwordSchema, phoneSchema, SIGNUP_MESSAGES } from './signup';

export const RECOVERY_MESSAGES = {
  code: '인증번호 6자리를 입력해주세요.',
  phoneNotFound: '등록된 휴대전화 번호가 아닙니다.',
  wrongCode: '인증번호가 맞지 않아요.',
  expired: '인증번호가 만료됐어요. 다시 받아주세요.',
  locked: '인증 시도 횟수를 넘었어요. 인증번호를 다시 받아주세요.',
  tooManySends: '인증번호 요청이 너무 많아요. 잠시 후 다시 시도해주세요.',
} as const;

/** A code lives 3 minutes and allows 5 wrong tries (PRODUCT.md). */
export const VERIFICATION_CODE_TTL_SECONDS = 180;
export const VERIFICATION_MAX_ATTEMPTS = 5;

export const VERIFICATION_PURPOSES = ['find-id', 'reset-password'] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

export const verificationCodeSchema = textSchema(RECOVERY_MESSAGES.code)
  .trim()
  .regex(/^\d{6}$/, RECOVERY_MESSAGES.code);

/** `POST /api/auth/verification`; `id` is required for reset-password. */
export const verificationRequestSchema = z
  .object({
    phone: phoneSchema,
    purpose: z.enum(VERIFICATION_PURPOSES),
    id: textSchema().trim().max(20, SIGNUP_MESSAGES.id).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.purpose === 'reset-password' && !value.id) {
      ctx.addIssue({ code: 'custom', path: ['id'], message: SIGNUP_MESSAGES.id });
    }
  });
export type VerificationRequest = z.input<typeof verificationRequestSchema>;
export const verificationResponseSchema = z.object({ expiresAt: z.string() });

export const findIdRequestSchema = z.object({ phone: phoneSchema, code: verificationCodeSchema });
export type FindIdRequest = z.input<typeof findIdRequestSchema>;
/**
 * `maskedId` (`care*****01`) as before; `loginId` is the whole id (issue 30: PRODUCT.md "Data rules" —
 * once the phone is proven by its code the whole id is shown, with 이 아이디로 로그인 and 비밀번호 재설정).
 */
export const findIdResponseSchema = z.object({ maskedId: z.string(), loginId: z.string() });
export type FindIdResponse = z.infer<typeof findIdResponseSchema>;

export const resetPasswordRequestSchema = z
  .object({
    id: idSchema,
    phone: phoneSchema,
    code: verificationCodeSchema,
    password: passwordSchema,
    passwordCheck: passwordCheckSchema,
  })
  .superRefine((value, ctx) => {
    if (value.passwordCheck !== value.password) {
      ctx.addIssue({ code: 'custom', path: ['passwordCheck'], message: SIGNUP_MESSAGES.passwordCheck });
    }
  });
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** `care****01`: the first 4 and last 2 characters, stars between. Ids are 8–20 characters by the
 * sign-up rule; a shorter legacy id keeps only its first and last character (`ab***z`), and one of
 * 2 or fewer characters is all stars, so a mask never gives the whole id away. */
export function maskLoginId(id: string): string {
  if (id.length <= 2) return '*'.repeat(id.length);
  if (id.length < 8) return `${id[0]}${'*'.repeat(id.length - 2)}${id[id.length - 1]}`;
  return `${id.slice(0, 4)}${'*'.repeat(id.length - 6)}${id.slice(-2)}`;
}
