import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { createTokenService, bearerToken, staticKeys } from '../tokens';
import { AppError } from '../../../errors';

describe('token service', () => {
  const tokens = createTokenService({
    keys: staticKeys('unit-test-secret-unit-test-secret'),
    ttlSeconds: 60,
  });

  it('round-trips the user, role and session', async () => {
    const jwt = await tokens.signAccess({ userId: 7, role: 'ROLE_MANAGER', sessionId: 'fam-1' });
    await expect(tokens.verifyAccess(jwt)).resolves.toEqual({
      userId: 7,
      role: 'ROLE_MANAGER',
      sessionId: 'fam-1',
    });
  });

  it('rejects tokens of another secret and expired ones with the right codes', async () => {
    const other = createTokenService({
      keys: staticKeys('another-secret-another-secret-00'),
      ttlSeconds: 60,
    });
    const foreign = await other.signAccess({ userId: 1, role: 'ROLE_CAREGIVER' });
    await expect(tokens.verifyAccess(foreign)).rejects.toMatchObject({
      statusCode: 401,
      code: 'UNAUTHORIZED',
    });

    const instant = createTokenService({
      keys: staticKeys('unit-test-secret-unit-test-secret'),
      ttlSeconds: 0,
    });
    const expired = await instant.signAccess({ userId: 1, role: 'ROLE_CAREGIVER' });
    const err = await tokens.verifyAccess(expired).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ statusCode: 401, code: 'TOKEN_EXPIRED' });
  });

  // The verifier is our own (node:crypto, issue 16): it must refuse everything jose would.
  const SECRET = new TextEncoder().encode('unit-test-secret-unit-test-secret');
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = () => Math.floor(Date.now() / 1000);
  const claims = (extra: Record<string, unknown> = {}) => ({
    role: 'ROLE_CAREGIVER',
    sub: '3',
    iat: now(),
    exp: now() + 60,
    ...extra,
  });
  const signWith = (header: Record<string, unknown>, payload: Record<string, unknown>) =>
    new SignJWT(payload).setProtectedHeader(header as { alg: string }).sign(SECRET);
  const refused = (jwt: string) =>
    expect(tokens.verifyAccess(jwt)).rejects.toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });

  it('accepts a token of the same secret with a typ header, and refuses forged or malformed ones', async () => {
    await expect(
      tokens.verifyAccess(await signWith({ alg: 'HS256', typ: 'JWT' }, claims())),
    ).resolves.toEqual({
      userId: 3,
      role: 'ROLE_CAREGIVER',
    });
    const good = await tokens.signAccess({ userId: 3, role: 'ROLE_CAREGIVER' });
    const [header, body, signature] = good.split('.') as [string, string, string];
    // Claims changed after signing (a caregiver making herself a manager).
    await refused(`${header}.${b64({ ...claims(), role: 'ROLE_MANAGER' })}.${signature}`);
    // alg none, no signature.
    await refused(`${b64({ alg: 'none' })}.${body}.`);
    await refused(`${b64({ alg: 'none' })}.${body}`);
    // Another algorithm named in the header with the same bytes signed.
    await refused(`${b64({ alg: 'HS512' })}.${body}.${signature}`);
    // A critical extension we do not understand.
    // (signed by hand: jose itself refuses to sign an unknown critical header)
    const critHeader = b64({ alg: 'HS256', crit: ['x'], x: 1 });
    const critBody = b64(claims());
    const critSig = createHmac('sha256', SECRET).update(`${critHeader}.${critBody}`).digest('base64url');
    await refused(`${critHeader}.${critBody}.${critSig}`);
    // Truncated or padded signatures, junk, extra segments.
    await refused(`${header}.${body}.${signature.slice(0, -2)}`);
    await refused(`${header}.${body}.${signature}AA`);
    await refused(`${header}.${body}.${signature}.x`);
    await refused('not-a-token');
    await refused(`${header}.${Buffer.from('not json').toString('base64url')}.${signature}`);
  });

  it('refuses tokens without exp, not yet valid, or with claims of the wrong type', async () => {
    const { exp: _exp, ...noExp } = claims();
    await refused(await signWith({ alg: 'HS256' }, noExp));
    await refused(await signWith({ alg: 'HS256' }, claims({ exp: String(now() + 60) })));
    await refused(await signWith({ alg: 'HS256' }, claims({ nbf: now() + 3600 })));
    await refused(await signWith({ alg: 'HS256' }, claims({ sub: 'abc' })));
    await refused(await signWith({ alg: 'HS256' }, claims({ role: 'ROLE_ROOT' })));
    const expired = await signWith({ alg: 'HS256' }, claims({ iat: now() - 120, exp: now() - 60 }));
    await expect(tokens.verifyAccess(expired)).rejects.toMatchObject({
      statusCode: 401,
      code: 'TOKEN_EXPIRED',
    });
  });

  it('reads a bearer header', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer x')).toBe('x');
    expect(bearerToken('Basic x')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
