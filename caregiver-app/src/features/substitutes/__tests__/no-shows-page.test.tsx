import { fireEvent, screen, within } from '@testing-library/react';
import type { NoShowRecord } from '@dolbom/shared-api/contracts';
import role from '../../../role';
import { installFakeApi, type FakeRequest as Call, renderRoute } from '@dolbom/shared-ui/testing';
import { NoShowsPage } from '../routes/no-shows-page';

const record: NoShowRecord = {
  count: 1,
  content: [
    {
      id: 3,
      caregiverId: 7,
      date: '2026-12-07',
      text: '연락 없이 오지 않았어요',
      centerName: '강남개포재가노인복지센터',
      reply: null,
      repliedAt: null,
      createdAt: '2026-12-07T10:00:00.000Z',
    },
  ],
};

let calls: Call[];
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  calls = installFakeApi(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/caregiver/no-shows') return { status: 200, body: record };
    if (method === 'POST' && url === '/api/caregiver/no-shows/3/reply')
      return {
        status: 200,
        body: { ...record, content: [{ ...record.content[0]!, reply: (body as { reply: string }).reply }] },
      };
    return undefined;
  });
});
afterEach(() => jest.restoreAllMocks());

it('is where the no-show notification leads: what the center wrote, and her one answer', async () => {
  expect(role.routes.some((r) => r.path === '/no-shows')).toBe(true);
  renderRoute(<NoShowsPage />, { path: '/no-shows' });
  const item = await screen.findByRole('region', { name: '2026-12-07 (월) 연락 없이 오지 않았어요' });
  expect(item).toHaveTextContent('강남개포재가노인복지센터');
  fireEvent.change(within(item).getByLabelText('내 답변'), { target: { value: '아침에 전화드렸어요' } });
  const send = within(item).getByRole('button', { name: '답변 남기기' });
  fireEvent.click(send);
  fireEvent.click(send);
  expect(await screen.findByText('내 답변: 아침에 전화드렸어요')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
});
