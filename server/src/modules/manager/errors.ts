// The manager module's own answers: Korean messages only the server can say, and the 400/409 helpers
// (errors.ts has 401/403/404).
import { ERROR_CODES, MANAGER_API_MESSAGES } from '@dolbom/shared-api/contracts';
import { AppError } from '../../errors';
import { SIGNUP_SERVER_MESSAGES } from '../signup/messages';

export const MANAGER_SERVER_MESSAGES = {
  addressUnknown: SIGNUP_SERVER_MESSAGES.addressUnknown,
  duplicateContact: MANAGER_API_MESSAGES.duplicateContact,
  contactAccepted: '이미 수락된 연락은 취소할 수 없어요.',
  applyNotPending: '이미 처리된 지원이에요.',
  centerMismatch: '*센터 정보가 올바르지 않습니다.',
} as const;

export const conflict = (message: string) => new AppError(409, ERROR_CODES.CONFLICT, message);

export const addressUnknown = () =>
  new AppError(400, ERROR_CODES.VALIDATION, MANAGER_SERVER_MESSAGES.addressUnknown, {
    address: MANAGER_SERVER_MESSAGES.addressUnknown,
  });

/** PostgreSQL unique_violation, as thrown by either driver (Drizzle wraps it in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, i = 0; e && i < 4; e = (e as { cause?: unknown }).cause, i++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
