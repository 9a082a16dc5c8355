import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authStore } from '@dolbom/shared-api';
import { CertificatesPage } from '../routes/certificates-page';
import { CERTIFICATE_REASON_MESSAGE, type AdminCertificate } from '../api/types';
import { installFakeApi, type FakeRequest, renderRoute } from '@dolbom/shared-ui/testing';

const cert = (id: number, name: string, extra: Partial<AdminCertificate> = {}): AdminCertificate => ({
  id,
  caregiverId: 100 + id,
  loginId: `caregiver0${id}`,
  name,
  certificateCode: `2015-12345${id}`,
  submittedAt: '2026-11-22T01:00:00.000Z',
  status: 'PENDING',
  photoUrl: `/api/admin/certificates/${id}/photo`,
  decidedAt: null,
  decidedBy: null,
  refuseReason: null,
  ...extra,
});
const page = (content: AdminCertificate[]) => ({
  content,
  totalElements: content.length,
  totalPages: content.length ? 1 : 0,
  size: 10,
  number: 0,
  first: true,
  last: true,
});

let pending: AdminCertificate[];
let requests: FakeRequest[];
let photoStatus: number;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  authStore.setState({ accessToken: 'operator-token' });
  URL.createObjectURL = jest.fn(() => 'blob:photo-1');
  URL.revokeObjectURL = jest.fn();
  photoStatus = 200;
  pending = [cert(1, '김영희'), cert(2, '이순자')];
  requests = installFakeApi(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/admin/certificates?status=PENDING&page=0&size=10')
      return { status: 200, body: page(pending) };
    if (method === 'GET' && url === '/api/admin/certificates?status=REFUSED&page=0&size=10')
      return {
        status: 200,
        body: page([
          cert(3, '박정숙', {
            status: 'REFUSED',
            refuseReason: '번호가 보이지 않아요',
            decidedAt: '2026-11-22T02:00:00.000Z',
            decidedBy: { id: 1, loginId: 'admin01', name: '운영자' },
          }),
        ]),
      };
    if (method === 'GET' && /\/photo$/.test(url))
      return { status: photoStatus, body: new Blob(['png'], { type: 'image/png' }) };
    const m = /^\/api\/admin\/certificates\/(\d+)\/(confirm|refuse)$/.exec(url);
    if (method === 'POST' && m) {
      const c = pending.find((p) => p.id === Number(m[1]))!;
      pending = pending.filter((p) => p !== c);
      const reason = (body as { reason?: string } | undefined)?.reason ?? null;
      return {
        status: 200,
        body: { ...c, status: m[2] === 'confirm' ? 'CONFIRMED' : 'REFUSED', refuseReason: reason },
      };
    }
    return undefined;
  });
});
afterEach(() => jest.restoreAllMocks());

const posts = () => requests.filter((r) => r.method === 'POST').map((r) => ({ url: r.url, body: r.body }));

it('shows the full number beside the private photo, fetched with the operator token into a blob URL', async () => {
  renderRoute(<CertificatesPage />, { path: '/admin/certificates', route: '/admin/certificates' });
  const card = await screen.findByRole('article', { name: '김영희 (caregiver01) 자격증' });
  expect(within(card).getByText('2015-123451')).toBeInTheDocument();
  const img = await within(card).findByRole('img', { name: '김영희 님의 요양보호사 자격증 사진' });
  expect(img).toHaveAttribute('src', 'blob:photo-1');
  const photo = requests.find((r) => r.url === '/api/admin/certificates/1/photo')!;
  expect(photo.headers).toMatchObject({ authorization: 'Bearer operator-token' });
});

it('confirms after a dialog that repeats the number, once for a double tap', async () => {
  renderRoute(<CertificatesPage />, { path: '/admin/certificates', route: '/admin/certificates' });
  const card = await screen.findByRole('article', { name: '김영희 (caregiver01) 자격증' });
  fireEvent.click(within(card).getByRole('button', { name: '확인' }));
  const dialog = screen.getByRole('alertdialog', { name: '김영희 님의 자격증을 확인했나요?' });
  expect(dialog).toHaveTextContent('자격증 번호 2015-123451');
  const yes = within(dialog).getByRole('button', { name: '확인' });
  fireEvent.click(yes);
  fireEvent.click(yes);
  expect(await screen.findByText('김영희 님의 자격증을 확인했어요')).toBeInTheDocument();
  expect(posts()).toEqual([{ url: '/api/admin/certificates/1/confirm', body: undefined }]);
  await waitFor(() =>
    expect(screen.queryByRole('article', { name: '김영희 (caregiver01) 자격증' })).toBeNull(),
  );
});

it('refuses with a reason of 1 to 100 characters', async () => {
  renderRoute(<CertificatesPage />, { path: '/admin/certificates', route: '/admin/certificates' });
  const card = await screen.findByRole('article', { name: '이순자 (caregiver02) 자격증' });
  fireEvent.click(within(card).getByRole('button', { name: '반려' }));
  const dialog = screen.getByRole('dialog', { name: '이순자 님의 자격증을 반려할까요?' });
  fireEvent.click(within(dialog).getByRole('button', { name: '반려' }));
  expect(
    await within(dialog).findByText('확인되지 않은 이유를 1자 이상 100자 이내로 입력해주세요.'),
  ).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('반려 이유'), { target: { value: '가'.repeat(101) } });
  fireEvent.click(within(dialog).getByRole('button', { name: '반려' }));
  await act(async () => {});
  expect(within(dialog).getByRole('alert')).toHaveTextContent(CERTIFICATE_REASON_MESSAGE);
  expect(posts()).toEqual([]);
  fireEvent.change(within(dialog).getByLabelText('반려 이유'), { target: { value: ' 사진이 흐려요 ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: '반려' }));
  expect(await screen.findByText('이순자 님의 자격증을 반려했어요')).toBeInTheDocument();
  expect(posts()).toEqual([{ url: '/api/admin/certificates/2/refuse', body: { reason: '사진이 흐려요' } }]);
});

it('shows refused ones with their reason under 반려됨, and 다시 시도 when a photo cannot be read', async () => {
  photoStatus = 500;
  renderRoute(<CertificatesPage />, { path: '/admin/certificates', route: '/admin/certificates' });
  const card = await screen.findByRole('article', { name: '김영희 (caregiver01) 자격증' });
  expect(await within(card).findByText('자격증 사진을 불러오지 못했어요')).toBeInTheDocument();
  photoStatus = 200;
  fireEvent.click(within(card).getByRole('button', { name: '다시 시도' }));
  expect(await within(card).findByRole('img')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('tab', { name: '반려됨' }));
  const refused = await screen.findByRole('article', { name: '박정숙 (caregiver03) 자격증' });
  expect(refused).toHaveTextContent('반려 이유: 번호가 보이지 않아요');
  expect(refused).toHaveTextContent('운영자 · 2026.11.22 11:00 처리');
  expect(within(refused).queryByRole('button', { name: '확인' })).toBeNull();
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/certificates?status=REFUSED');
});
