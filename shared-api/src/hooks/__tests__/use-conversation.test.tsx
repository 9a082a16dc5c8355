import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { api, ApiError, NETWORK_ERROR_MESSAGE } from '@dolbom/shared-api';
import { useConversation } from '@dolbom/shared-api/hooks';

const PAGE = { conversation: { unread: 0 }, messages: [], hasOlder: false };
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), fetcher: () => Promise.resolve(PAGE) }}>
    {children}
  </SWRConfig>
);

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
  window.dispatchEvent(new Event('pageshow'));
});

describe('useConversation: a send cut off by leaving the page', () => {
  it('stays 보내는 중 (sent again on the next load), not 보내지 못했어요', async () => {
    let fail: (e: unknown) => void = () => {};
    jest.spyOn(api, 'post').mockImplementation(() => new Promise((_, reject) => (fail = reject)));
    const { result } = renderHook(() => useConversation('caregiver', 7), { wrapper });
    act(() => result.current.send('지하라서 잘 안 터져요'));
    expect(result.current.pending).toMatchObject([{ status: 'sending' }]);
    // A reload: the page is hidden, then the browser cancels the request in flight.
    window.dispatchEvent(new Event('pagehide'));
    await act(async () => fail(new ApiError(0, { message: NETWORK_ERROR_MESSAGE, code: 'NETWORK_ERROR' })));
    const stored = JSON.parse(sessionStorage.getItem('dolbom:pending-messages:caregiver:7') ?? '[]');
    expect(stored).toMatchObject([{ text: '지하라서 잘 안 터져요', status: 'sending' }]);
  });

  it('a send that fails while the page stays is 보내지 못했어요 with the reason', async () => {
    jest
      .spyOn(api, 'post')
      .mockRejectedValue(new ApiError(0, { message: NETWORK_ERROR_MESSAGE, code: 'NETWORK_ERROR' }));
    const { result } = renderHook(() => useConversation('caregiver', 8), { wrapper });
    act(() => result.current.send('안녕하세요'));
    await waitFor(() =>
      expect(result.current.pending).toMatchObject([{ status: 'failed', error: NETWORK_ERROR_MESSAGE }]),
    );
  });

  it('a send again after a reload, while the first is still handled (409 in progress), waits for it and is sent', async () => {
    const post = jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(
        new ApiError(409, { message: '같은 요청을 처리하고 있어요.', code: 'IDEMPOTENCY_IN_PROGRESS' }),
      )
      .mockResolvedValueOnce({ messageId: 1 });
    const { result } = renderHook(() => useConversation('caregiver', 9), { wrapper });
    act(() => result.current.send('지하라서 잘 안 터져요'));
    await waitFor(() => expect(result.current.pending).toEqual([]));
    expect(post).toHaveBeenCalledTimes(2);
    const keys = post.mock.calls.map((c) => JSON.stringify(c[2]));
    expect(keys[0]).toBe(keys[1]);
  });
});
