import type { ApiErrorBody } from '../contracts/constants';

/** Every failed call becomes one of these: the server's Korean message, its code, and field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.fields = body.fields;
  }
}

export const NETWORK_ERROR_MESSAGE = '네트워크 연결을 확인한 뒤 다시 시도해주세요.';
export const UNKNOWN_ERROR_MESSAGE = '일시적인 오류가 생겼어요. 잠시 후 다시 시도해주세요.';

/**
 * By shape, not only by class: the session's client (a strict singleton from the shell) and a remote's own
 * copy of this module can be two builds of ApiError on one page (docs/adr/0014).
 */
export function isApiError(e: unknown): e is ApiError {
  if (e instanceof ApiError) return true;
  const o = e as Partial<ApiError> | null;
  return (
    e instanceof Error && o?.name === 'ApiError' && typeof o.status === 'number' && typeof o.code === 'string'
  );
}
