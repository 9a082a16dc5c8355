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
