import { createTokenService, bearerToken } from '../tokens';
import { AppError } from '../../../errors';

describe('token service', () => {
  const tokens = createTokenService({ secret: 'unit-test-secret-unit-test-secret', ttlSeconds: 60 });

  it('round-trips the user, role and session', async () => {
    const jwt = await tokens.signAccess({ userId: 7, role: 'ROLE_MANAGER', sessionId: 'fam-1' });
    await expect(tokens.verifyAccess(jwt)).resolves.toEqual({
      userId: 7,
      role: 'ROLE_MANAGER',
      sessionId: 'fam-1',
    });
  });

  it('rejects tokens of another secret and expired ones with the right codes', async () => {
    const other = createTokenService({ secret: 'another-secret-another-secret-00', ttlSeconds: 60 });
    const foreign = await other.signAccess({ userId: 1, role: 'ROLE_CAREGIVER' });
    await expect(tokens.verifyAccess(foreign)).rejects.toMatchObject({
      statusCode: 401,
      code: 'UNAUTHORIZED',
    });

    const instant = createTokenService({ secret: 'unit-test-secret-unit-test-secret', ttlSeconds: 0 });
    const expired = await instant.signAccess({ userId: 1, role: 'ROLE_CAREGIVER' });
    const err = await tokens.verifyAccess(expired).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ statusCode: 401, code: 'TOKEN_EXPIRED' });
  });

  it('reads a bearer header', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer x')).toBe('x');
    expect(bearerToken('Basic x')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
