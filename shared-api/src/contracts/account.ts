// 설정 (PRODUCT.md "Accounts and postings"): change the password, edit name and phone, delete the account.
// The form and the server read the same schemas.
import { z } from 'zod';
import { birthYearSchema } from './birth-year';
import { textSchema } from './primitives';
import {
  addressSchema,
  nameSchema,
  passwordCheckSchema,
  passwordSchema,
  phoneSchema,
  SIGNUP_MESSAGES,
} from './signup';

export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: '현재 비밀번호를 입력해주세요.',
  currentPasswordWrong: '현재 비밀번호가 맞지 않아요.',
  samePassword: '현재 비밀번호와 다른 비밀번호를 입력해주세요.',
  passwordChanged: '비밀번호를 바꿨어요. 다른 기기에서는 다시 로그인해야 해요.',
  passwordRequired: '비밀번호를 입력해주세요.',
  passwordWrong: '비밀번호가 맞지 않아요.',
  profileSaved: '내 정보를 저장했어요.',
  deletedName: '탈퇴한 회원',
  addressOnlyCaregiver: '주소는 요양보호사만 바꿀 수 있어요.',
  photoOnlyCaregiver: '사진은 요양보호사만 바꿀 수 있어요.',
  photoSaved: '사진을 바꿨어요.',
  birthYearOnlyCaregiver: '출생 연도는 요양보호사만 입력해요.',
} as const;

/** The password as typed (not the sign-up rule: an older password may not follow it). */
const currentPasswordSchema = textSchema(ACCOUNT_MESSAGES.currentPasswordRequired)
  .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
  .max(100, ACCOUNT_MESSAGES.currentPasswordWrong);

/** `POST /api/user/password`: 204; the user's other sessions end, this one keeps working. */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    password: passwordSchema,
    passwordCheck: passwordCheckSchema,
  })
  .superRefine((value, ctx) => {
    if (value.passwordCheck !== value.password) {
      ctx.addIssue({ code: 'custom', path: ['passwordCheck'], message: SIGNUP_MESSAGES.passwordCheck });
    }
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** `GET /api/user/profile`: what 내 정보 수정 starts from; `address` is a caregiver's (null for a manager). */
export const profileSchema = z.object({
  loginId: z.string(),
  name: z.string(),
  phone: z.string(),
  address: z
    .object({ zonecode: z.string(), roadAddress: z.string(), jibunAddress: z.string(), bcode: z.string() })
    .nullable(),
  /** A caregiver's photo URL (null without one, and for a manager). `POST /api/user/photo` changes it. */
  profileImage: z.string().nullable(),
  /** A caregiver's 출생 연도 (null when not given yet, and for a manager). */
  birthYear: z.number().int().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** `PATCH /api/user/profile`: name and phone by the sign-up rules; a caregiver may send a new address,
 * placed like at sign-up (its coordinates feed her matches). */
export const updateProfileRequestSchema = z.object({
  name: nameSchema,
  phone: phoneSchema,
  address: addressSchema.optional(),
  /** A caregiver's 출생 연도; 내 정보 수정 asks it of caregivers, and a manager may not send it. */
  birthYear: birthYearSchema.optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** `DELETE /api/user`: 204; the password again, as a last check. */
export const deleteAccountRequestSchema = z.object({
  password: textSchema(ACCOUNT_MESSAGES.passwordRequired)
    .min(1, ACCOUNT_MESSAGES.passwordRequired)
    .max(100, ACCOUNT_MESSAGES.passwordWrong),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;
