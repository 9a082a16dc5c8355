// Zod-free constants, so that the browser client (and /login) can use them without loading zod.

/** ROLE_ADMIN: the operators (issue 13), with their own remote and /api/admin/**. */
export const ROLES = ['ROLE_CAREGIVER', 'ROLE_MANAGER', 'ROLE_ADMIN'] as const;
export type Role = (typeof ROLES)[number];

/** Header names that carry tokens (PRODUCT.md "Tokens travel in headers"). Lower case, as fetch reports them. */
export const AUTH_HEADER = 'authorization';
export const REFRESH_HEADER = 'x-refresh-token';
/** A "known device" token (ADR 0030): answered by a successful login, sent with the next ones. */
export const DEVICE_TOKEN_HEADER = 'x-device-token';
/** The count of all items of a bare-array list (the manager's four lists of spec §7), exposed through CORS. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

export const ACCESS_TOKEN_TTL_SECONDS = 30 * 60;
/** With 자동로그인 the refresh token lives 30 days; without it, one day (and the browser keeps it only for the tab session). */
export const REFRESH_TOKEN_TTL_SECONDS_AUTO = 30 * 24 * 60 * 60;
export const REFRESH_TOKEN_TTL_SECONDS_SESSION = 24 * 60 * 60;

/** Korean messages the server sends on a failed login (the client maps "아이디" / "비밀번호" to the fields, spec §5). */
export const LOGIN_MESSAGES = {
  idNotFound: '없는 아이디예요.',
  badPassword: '비밀번호가 맞지 않아요.',
  /** A suspended account (issue 13): no sign-in, no refresh; its sessions ended at once. */
  suspended: '운영 정책에 따라 이용이 정지된 계정입니다. 고객센터에 문의해주세요.',
} as const;

/** The suspended account's message with the 고객센터 number of the SUPPORT_CONTACT setting (issue 30). */
export const suspendedMessage = (supportContact?: string) =>
  supportContact
    ? `운영 정책에 따라 이용이 정지된 계정입니다. 고객센터(${supportContact})에 문의해주세요.`
    : LOGIN_MESSAGES.suspended;

/** Machine codes the server uses; the message is always Korean text for a person. */
export const ERROR_CODES = {
  VALIDATION: 'VALIDATION_ERROR',
  UNAUTHORIZED: 'UNAUTHORIZED',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  LOGIN_ID_NOT_FOUND: 'LOGIN_ID_NOT_FOUND',
  LOGIN_BAD_PASSWORD: 'LOGIN_BAD_PASSWORD',
  REFRESH_INVALID: 'REFRESH_INVALID',
  REFRESH_REUSED: 'REFRESH_REUSED',
  /** The session was ended (logout, password reset): its tokens no longer work. */
  SESSION_ENDED: 'SESSION_ENDED',
  /** An operator suspended the account: sign-in, refresh and its tokens are refused. */
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  /** A caregiver without a resume applied (issue 30): 409, she is asked to write the one-minute resume. */
  RESUME_REQUIRED: 'RESUME_REQUIRED',
  /** An apply to a posting the manager closed (모집 완료): 409. */
  POSTING_CLOSED: 'POSTING_CLOSED',
  /** The same Idempotency-Key is still being handled (409): ask again shortly for its answer. */
  IDEMPOTENCY_IN_PROGRESS: 'IDEMPOTENCY_IN_PROGRESS',
  INTERNAL: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export interface ApiErrorBody {
  message: string;
  code: string;
  fields?: Record<string, string>;
}

export interface User {
  userId: number;
  loginId: string;
  name: string;
  role: Role;
}

/** Header of creating calls: one key per form run; a repeat gets the first answer (no duplicate). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
