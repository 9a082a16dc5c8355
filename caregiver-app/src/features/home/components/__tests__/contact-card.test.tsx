import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactCard as ContactCardData } from '@dolbom/shared-api/contracts';
import { installFakeApi, type Reply, renderRoute } from '@dolbom/shared-ui/testing';
import { contactCardFixture, elderInfoFixture } from '../../../../test-utils/fixtures';
import { ContactCard } from '../contact-card';

const contact: ContactCardData = contactCardFixture({
  negotiable: true,
  mobility: true,
  daily: true,
  message: '성실한 분을 찾아요.',
  elder: elderInfoFixture({ mobility: ['이동 시 부축 도움'], daily: ['병원 동행'] }),
  distanceKm: 1.234,
});

function renderCard(data: ContactCardData = contact) {
  return renderRoute(<ContactCard contact={data} />, { path: '/' });
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('the contact card', () => {
  it('shows the title, center, wage with separators, 협의 가능, distance and the four tags', () => {
    installFakeApi(() => undefined);
    renderCard();
    const card = screen.getByRole('article', { name: contact.title });
    expect(within(card).getByRole('link', { name: contact.title })).toHaveAttribute(
      'href',
      '/detail/elder/contact/7',
    );
    expect(within(card).getByText('행복한요양센터 강남')).toBeInTheDocument();
    // The center's grade on the center line (PRODUCT.md "Trust").
    expect(within(card).getByText('평가 최우수(A) · 2024')).toBeInTheDocument();
    expect(within(card).getByText('시급 13,500원')).toBeInTheDocument();
    expect(within(card).getByText('협의 가능')).toBeInTheDocument();
    expect(within(card).getByText('약 1.2km')).toBeInTheDocument();
    const tags = within(card).getByRole('list', { name: '필요한 돌봄' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['일상', '이동', '식사', '배변 해당 없음']);
  });

  it('hides 협의 가능 when the wage is not negotiable', () => {
    installFakeApi(() => undefined);
    renderCard({ ...contact, negotiable: false, wageType: '월급', wage: 2800000 });
    expect(screen.getByText('월급 2,800,000원')).toBeInTheDocument();
    expect(screen.queryByText('협의 가능')).not.toBeInTheDocument();
  });

  it('flips 저장 at once, before the server answers, and settles on the answer', async () => {
    let answer: (r: Reply) => void = () => undefined;
    const calls = installFakeApi((c) =>
      c.method === 'POST' ? new Promise<Reply>((resolve) => (answer = resolve)) : undefined,
    );
    renderCard();
    const save = screen.getByRole('button', { name: '저장' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'true');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/caregiver/main/bookmark?contact=7',
    ]);
    // It sends the state wanted, so a retried request cannot unsave.
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ bookmarked: true }]);
    // A second tap while the first runs sends nothing more.
    await userEvent.click(save);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    await act(async () => answer({ status: 200, body: { bookmarked: true } }));
    expect(save).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('/')).toBeInTheDocument(); // the tap did not open the card
  });

  it('puts 저장 back when the call fails', async () => {
    installFakeApi((c) =>
      c.method === 'POST' ? { status: 500, body: { message: '서버 오류', code: 'X' } } : undefined,
    );
    renderCard();
    const save = screen.getByRole('button', { name: '저장' });
    await userEvent.click(save);
    await screen.findByRole('button', { name: '저장', pressed: false });
    expect(console.error).toHaveBeenCalledWith('API 호출 실패', expect.anything());
  });
});
