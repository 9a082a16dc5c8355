import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContactDetail } from '@dolbom/shared-api/contracts';
import { installFakeApi, renderRoute } from '@dolbom/shared-ui/testing';
import { contactDetailFixture, elderInfoFixture } from '../../../../test-utils/fixtures';
import { connectionFixture, jobSummaryFixture as summary } from '@dolbom/shared-api/testing';
import { ContactDetailPage } from '../contact-detail-page';

// The contact detail as the server sends it (spec §3 wire format): the four task booleans at the top
// level and `center` as the Center object.
const detail: ContactDetail = contactDetailFixture({
  contactId: 12,
  center: { detailAddress: '2층' },
  negotiable: true,
  mobility: true,
  message: '오전 방문 요양 가능하실까요?',
  elder: elderInfoFixture({ mobility: ['이동 시 부축 도움'] }),
  reasons: ['식사 · 이동 가능'],
});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('shows the center from the Center object and the tags from the top-level booleans', async () => {
  installFakeApi((c) =>
    c.url === '/api/caregiver/main?contact=12' ? { status: 200, body: detail } : undefined,
  );
  renderRoute(<ContactDetailPage />, {
    route: '/detail/elder/contact/:contactId',
    path: '/detail/elder/contact/12',
  });

  const centerBox = await screen.findByRole('region', { name: '센터 정보' });
  expect(within(centerBox).getByText('행복한요양센터 강남')).toBeInTheDocument();
  // The grade with its year, the one way it reads everywhere (PRODUCT.md "Trust").
  expect(within(centerBox).getByText('평가 최우수(A) · 2024')).toBeInTheDocument();
  expect(within(centerBox).getByText('서울특별시 강남구')).toBeInTheDocument();
  expect(within(centerBox).getByText('방문요양')).toBeInTheDocument();
  expect(screen.getByText('행복한요양센터 강남 · 평가 최우수(A) · 2024')).toBeInTheDocument();
  expect(within(centerBox).getByText('차량 지원 있어요')).toBeInTheDocument();
  expect(within(centerBox).getByText('어르신 곁을 지키는 센터')).toBeInTheDocument();

  const tags = screen.getByRole('list', { name: '필요한 돌봄' });
  expect(within(tags).getByText('식사')).not.toHaveTextContent('해당 없음');
  expect(within(tags).getByText(/배변/)).toHaveTextContent('해당 없음');
  expect(screen.getByRole('button', { name: '수락하기' })).toBeInTheDocument();
});

it('says a contact that is not hers (404) cannot be found, with a way home instead of 다시 시도', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  installFakeApi((c) =>
    c.url.startsWith('/api/caregiver/main?contact=')
      ? { status: 404, body: { message: '찾을 수 없어요.', code: 'NOT_FOUND' } }
      : undefined,
  );
  renderRoute(<ContactDetailPage />, {
    route: '/detail/elder/contact/:contactId',
    path: '/detail/elder/contact/999',
    extra: [{ path: '/', element: <p>홈 화면</p> }],
  });
  expect(await screen.findByText('찾을 수 없는 연락이에요')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '홈으로' }));
  expect(await screen.findByText('홈 화면')).toBeInTheDocument();
});

it('declines from the detail after the spec’s confirm dialog, then goes home', async () => {
  const calls = installFakeApi((c) =>
    c.method === 'GET' && c.url.startsWith('/api/caregiver/main?contact=')
      ? { status: 200, body: { ...detail, status: 'pending', workType: '방문 요양', managerPhone: null } }
      : c.method === 'POST'
        ? { status: 204 }
        : undefined,
  );
  renderRoute(<ContactDetailPage />, {
    route: '/detail/elder/contact/:contactId',
    path: '/detail/elder/contact/12',
    extra: [{ path: '/', element: <p>홈 화면</p> }],
  });
  await userEvent.click(await screen.findByRole('button', { name: '거절' }));
  // Issue 30: gentle wording that says the center is told.
  const dialog = screen.getByRole('alertdialog', { name: '이 연락을 거절할까요?' });
  expect(dialog).toHaveTextContent('센터에 거절했다고 알려드려요.');
  expect(dialog).not.toHaveTextContent('영구적으로');
  await userEvent.click(within(dialog).getByRole('button', { name: '거절하기' }));
  expect(await screen.findByText('홈 화면')).toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
    '/api/caregiver/main/reject?contact=12',
  ]);
});

it('lists what does not fit her resume as plainly as what fits (issue 30)', async () => {
  installFakeApi((c) =>
    c.method === 'GET' && c.url.startsWith('/api/caregiver/main?contact=')
      ? {
          status: 200,
          body: {
            ...detail,
            fit: '월~금 오후가 맞지 않아요',
            fits: false,
            mismatches: ['월~금 오후가 맞지 않아요', '반려동물은 어렵다고 하셨어요'],
          },
        }
      : undefined,
  );
  renderRoute(<ContactDetailPage />, {
    route: '/detail/elder/contact/:contactId',
    path: '/detail/elder/contact/12',
  });
  const against = await screen.findByRole('region', { name: '이런 점은 맞지 않아요' });
  expect(
    within(against)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['✕맞지 않아요: 월~금 오후가 맞지 않아요', '✕맞지 않아요: 반려동물은 어렵다고 하셨어요']);
  expect(screen.getByRole('region', { name: '잘 맞는 이유' })).toHaveTextContent('식사 · 이동 가능');
});

it('an accepted contact shows the connection: the manager’s name, center and phone, and the proposal', async () => {
  // The caregiver's side of it: the posting's title, never the elder's name.
  const connection = connectionFixture({
    contactId: 12,
    applyId: null,
    elderName: null,
    job: summary(),
    canPropose: false,
  });
  installFakeApi((c) =>
    c.url === '/api/caregiver/main?contact=12'
      ? { status: 200, body: { ...detail, status: 'accepted', connection } }
      : undefined,
  );
  renderRoute(<ContactDetailPage />, {
    route: '/detail/elder/contact/:contactId',
    path: '/detail/elder/contact/12',
  });
  const card = await screen.findByRole('region', { name: '연결됨' });
  expect(card).toHaveTextContent('행복한요양센터 강남 · 담당 사회복지사 김사복');
  expect(within(card).getByRole('link', { name: '010-2222-3333' })).toHaveAttribute(
    'href',
    'tel:010-2222-3333',
  );
  expect(within(card).getByRole('link', { name: '채용 제안 보기' })).toHaveAttribute('href', '/jobs/40');
});
