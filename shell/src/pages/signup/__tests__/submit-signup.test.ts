import { signupStore } from '../signup-store';
import { submitSignup } from '../submit-signup';
import { fakeResponse } from '../../../test-utils/fake-api';

describe('sign-up Idempotency-Key', () => {
  it('sends the draft’s key with the registration, the same on a retry, a new one after reset', async () => {
    const sent: (string | undefined)[] = [];
    globalThis.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push((init?.headers as Record<string, string>)['Idempotency-Key']);
      return fakeResponse({ status: 201, body: { userId: 3 } });
    }) as unknown as typeof fetch;
    const draft = {
      ...signupStore.getState().draft,
      id: 'newmanager1',
      type: '사회복지사' as const,
      center: {
        centerId: 1,
        centerName: '행복센터',
        zipCode: '06220',
        roadAddress: '서울',
        jibunAddress: '서울',
      },
    };
    const key = signupStore.getState().requestKey;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    await submitSignup(draft, null, key);
    await submitSignup(draft, null, key);
    expect(sent).toEqual([key, key]);
    signupStore.getState().reset();
    expect(signupStore.getState().requestKey).not.toBe(key);
  });
});

describe('a social worker’s proof of her center (issue 29)', () => {
  const draft = {
    ...signupStore.getState().draft,
    id: 'newmanager2',
    type: '사회복지사' as const,
    center: {
      centerId: 1,
      centerName: '행복센터',
      zipCode: '06220',
      roadAddress: '서울',
      jibunAddress: '서울',
    },
  };
  const proof = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'proof.png', { type: 'image/png' });

  function fakeServer(proofStatus: number) {
    const calls: { url: string; headers: Record<string, string>; body: unknown }[] = [];
    globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), headers: init?.headers as Record<string, string>, body: init?.body });
      return String(url).endsWith('/proof')
        ? fakeResponse({ status: proofStatus, body: { proofAt: '2026-11-22T01:00:00.000Z' } })
        : fakeResponse({
            status: 201,
            body: { userId: 7, uploadToken: 'one-time', uploadTokenExpiresAt: '2026-11-22T01:10:00.000Z' },
          });
    }) as unknown as typeof fetch;
    return calls;
  }

  it('sends the chosen proof right after the account, with the one-time token', async () => {
    const calls = fakeServer(201);
    expect(await submitSignup(draft, proof)).toEqual({ photoFailed: false });
    expect(calls.map((c) => c.url)).toEqual(['/api/manager/register', '/api/manager/register/7/proof']);
    expect(calls[1]!.headers).toMatchObject({ 'x-upload-token': 'one-time' });
    expect((calls[1]!.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('keeps the account when the proof fails, and says so; sends nothing more without a proof', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeServer(500);
    expect(await submitSignup(draft, proof)).toEqual({ photoFailed: true });
    const calls = fakeServer(201);
    expect(await submitSignup(draft, null)).toEqual({ photoFailed: false });
    expect(calls.map((c) => c.url)).toEqual(['/api/manager/register']);
  });
});
