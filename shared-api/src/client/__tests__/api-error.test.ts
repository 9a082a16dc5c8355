import { ApiError, isApiError } from '../api-error';

describe('isApiError', () => {
  it('recognises an ApiError thrown by another copy of shared-api (the shell’s session client)', () => {
    // A remote running its own copy of shared-api gets errors built by the shell's ApiError class.
    class OtherApiError extends Error {
      constructor(
        readonly status: number,
        readonly code: string,
      ) {
        super('다른 빌드');
        this.name = 'ApiError';
      }
    }
    expect(isApiError(new OtherApiError(409, 'CONFLICT'))).toBe(true);
    expect(isApiError(new ApiError(400, { message: 'x', code: 'BAD' }))).toBe(true);
    expect(isApiError(new Error('plain'))).toBe(false);
    expect(isApiError({ name: 'ApiError', status: 1, code: 'X' })).toBe(false);
  });
});
