import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ManagerMembership } from '@dolbom/shared-api/contracts';
import { MembershipBanner } from '../../../components/membership-banner';
import { ProofPage } from '../routes/proof-page';
import { installFakeApi, type FakeRequest, type Reply, renderRoute } from '@dolbom/shared-ui/testing';

const waiting: ManagerMembership = {
  status: 'PENDING',
  centerId: 5,
  centerName: '부산행복재가센터',
  firstMember: true,
  proofAt: null,
  requestCount: 1,
  canAskAgain: false,
  heldContacts: 2,
};

let membership: Reply;
let upload: Reply;
let requests: FakeRequest[];
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  URL.createObjectURL = jest.fn(() => 'blob:proof');
  URL.revokeObjectURL = jest.fn();
  membership = { status: 200, body: waiting };
  upload = { status: 201, body: { ...waiting, proofAt: '2026-11-23T00:00:00.000Z' } };
  requests = installFakeApi(({ method, url }) => {
    if (method === 'GET' && url === '/api/manager/membership') return membership;
    if (method === 'POST' && url === '/api/manager/membership/proof') return upload;
    return undefined;
  });
});
afterEach(() => jest.restoreAllMocks());

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], '지정서.png', { type: 'image/png' });
const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText('사진 고르기'), { target: { files: [file] } });
const posts = () => requests.filter((r) => r.method === 'POST');

describe('the home banner of a member who is not verified', () => {
  it('says her elders are unlisted and contacts held, and asks a first member for the proof', async () => {
    renderRoute(<MembershipBanner />);
    const banner = await screen.findByRole('region', { name: '센터 인증' });
    expect(banner).toHaveTextContent('센터 인증을 기다리고 있어요');
    expect(banner).toHaveTextContent('보낸 연락은 센터 인증 후 요양보호사에게 전달돼요.');
    expect(banner).toHaveTextContent('전달을 기다리는 연락 2건');
    fireEvent.click(screen.getByRole('button', { name: '서류 사진 보내기' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/membership-proof');
  });

  it('offers a refused member one more request, then says it was the last', async () => {
    membership = { status: 200, body: { ...waiting, status: 'REFUSED', canAskAgain: true, heldContacts: 0 } };
    const { unmount } = renderRoute(<MembershipBanner />);
    expect(await screen.findByRole('button', { name: '서류 보내고 다시 요청하기' })).toBeInTheDocument();
    unmount();
    membership = { status: 200, body: { ...waiting, status: 'REFUSED', requestCount: 2, heldContacts: 0 } };
    renderRoute(<MembershipBanner />);
    expect(await screen.findByText('다시 요청은 한 번만 할 수 있어요.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing to a verified member', async () => {
    membership = {
      status: 200,
      body: { ...waiting, status: 'VERIFIED', firstMember: false, heldContacts: 0 },
    };
    renderRoute(<MembershipBanner />);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe('/membership-proof', () => {
  const open = () => renderRoute(<ProofPage />, { path: '/membership-proof', before: ['/'] });

  it('refuses a file that is not PNG or JPG, then sends the picked photo once for a double tap', async () => {
    open();
    expect(await screen.findByText('장기요양기관 지정서')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '서류 보내기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('서류 사진을 골라주세요.');
    pick(new File(['gif'], 'scan.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert')).toHaveTextContent('PNG 또는 JPG 파일만 업로드할 수 있습니다.');
    pick(png());
    expect(screen.getByRole('img', { name: '고른 서류 사진' })).toHaveAttribute('src', 'blob:proof');
    const send = screen.getByRole('button', { name: '서류 보내기' });
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(posts()).toHaveLength(1);
  });

  it('keeps the photo and shows the server’s message when the request is refused', async () => {
    membership = { status: 200, body: { ...waiting, status: 'REFUSED', canAskAgain: true } };
    upload = { status: 409, body: { message: '다시 요청은 한 번만 할 수 있어요.', code: 'CONFLICT' } };
    open();
    expect(
      await screen.findByText('거절된 뒤 다시 요청은 한 번만 할 수 있어요. 새 서류를 보내면 다시 요청돼요.'),
    ).toBeInTheDocument();
    pick(png());
    fireEvent.click(screen.getByRole('button', { name: '서류 보내고 다시 요청하기' }));
    expect(await screen.findByText('다시 요청은 한 번만 할 수 있어요.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '고른 서류 사진' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/membership-proof');
  });

  it('offers 다시 시도 when the membership cannot be read', async () => {
    membership = { status: 500, body: { message: '서버 오류', code: 'X' } };
    open();
    const retry = await screen.findByRole('button', { name: '다시 시도' });
    membership = { status: 200, body: waiting };
    fireEvent.click(retry);
    expect(await screen.findByRole('button', { name: '서류 보내기' })).toBeInTheDocument();
  });
});
