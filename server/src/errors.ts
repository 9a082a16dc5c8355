// Errors the API answers with on purpose. The error handler turns them into { message, code, fields? }.
import { ERROR_CODES, type ErrorCode } from '@dolbom/shared-api/contracts';

export const MESSAGES = {
  validation: '입력값을 확인해주세요.',
  unauthorized: '로그인이 필요해요.',
  forbidden: '접근 권한이 없어요.',
  notFound: '요청한 정보를 찾을 수 없어요.',
  tooManyRequests: '요청이 너무 많아요. 잠시 후 다시 시도해주세요.',
  internal: '일시적인 오류가 생겼어요. 잠시 후 다시 시도해주세요.',
  sessionExpired: '로그인이 만료됐어요. 다시 로그인해주세요.',
} as const;

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthorized = (
  code: ErrorCode = ERROR_CODES.UNAUTHORIZED,
  message: string = MESSAGES.unauthorized,
) => new AppError(401, code, message);
export const forbidden = () => new AppError(403, ERROR_CODES.FORBIDDEN, MESSAGES.forbidden);
export const notFound = (message: string = MESSAGES.notFound) =>
  new AppError(404, ERROR_CODES.NOT_FOUND, message);
export const conflict = (message: string) => new AppError(409, ERROR_CODES.CONFLICT, message);

/** PostgreSQL unique_violation (23505), as thrown by either driver (Drizzle wraps it in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, i = 0; e && i < 4; e = (e as { cause?: unknown }).cause, i++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
