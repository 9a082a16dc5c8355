import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, type Reply, renderRoute } from '@dolbom/shared-ui/testing';
import { ReportAction } from '../report-action';

function setUp(reply: Reply) {
  return installFakeApi((c) =>
    c.url === '/api/caregiver/reports' && c.method === 'POST' ? reply : undefined,
  );
}
const render = () =>
  renderRoute(
    <ReportAction targetType="ELDER" targetId={7} intro="이 어르신 공고를 신고하는 이유를 골라주세요." />,
    { route: '/detail/elder/:elderId', path: '/detail/elder/7' },
  );

describe('신고하기 (caregiver)', () => {
  it('sends the reason and text for the elder, closes and says 신고를 접수했어요', async () => {
    const calls = setUp({ status: 201, body: { reportId: 1, status: 'OPEN' } });
    render();
    await userEvent.click(screen.getByRole('button', { name: '신고하기' }));
    const sheet = screen.getByRole('dialog', { name: '신고하기' });
    expect(within(sheet).getByText('이 어르신 공고를 신고하는 이유를 골라주세요.')).toBeInTheDocument();
    for (const label of ['연락처·정보가 사실과 달라요', '부적절한 말이나 요구', '돈을 요구해요', '기타']) {
      expect(within(sheet).getByRole('radio', { name: label })).toBeInTheDocument();
    }
    await userEvent.click(within(sheet).getByRole('radio', { name: '돈을 요구해요' }));
    await userEvent.type(within(sheet).getByLabelText(/자세한 내용/), '  교통비를 따로 달래요 ');
    await userEvent.click(within(sheet).getByRole('button', { name: '신고하기' }));
    expect(await screen.findByText('신고를 접수했어요')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/caregiver/reports',
        body: { targetType: 'ELDER', targetId: 7, reason: 'MONEY', text: '교통비를 따로 달래요' },
      },
    ]);
    expect(calls[0]?.headers?.['Idempotency-Key'] ?? calls[0]?.headers?.['idempotency-key']).toMatch(
      /^[0-9a-f]{32}$/,
    );
  });

  it('asks for a reason, and for text with 기타, before sending anything', async () => {
    const calls = setUp({ status: 201, body: { reportId: 1, status: 'OPEN' } });
    render();
    await userEvent.click(screen.getByRole('button', { name: '신고하기' }));
    const sheet = screen.getByRole('dialog', { name: '신고하기' });
    await userEvent.click(within(sheet).getByRole('button', { name: '신고하기' }));
    expect(await within(sheet).findByText('신고 이유를 골라주세요.')).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('radio', { name: '기타' }));
    await userEvent.click(within(sheet).getByRole('button', { name: '신고하기' }));
    expect(await within(sheet).findByText('기타를 고르셨다면 내용을 적어주세요.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('a second report of the same elder says 이미 신고했어요', async () => {
    setUp({ status: 409, body: { message: '이미 신고했어요', code: 'CONFLICT' } });
    render();
    await userEvent.click(screen.getByRole('button', { name: '신고하기' }));
    const sheet = screen.getByRole('dialog', { name: '신고하기' });
    await userEvent.click(within(sheet).getByRole('radio', { name: '부적절한 말이나 요구' }));
    await userEvent.click(within(sheet).getByRole('button', { name: '신고하기' }));
    expect(await screen.findByText('이미 신고했어요')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
