import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaregiverCertificate } from '@dolbom/shared-api/contracts';
import { installFakeApi, type Reply, renderRoute } from '@dolbom/shared-ui/testing';
import { CertificatePhotoField } from '../certificate-photo-field';

const none: CaregiverCertificate = {
  status: 'NONE',
  certificateCode: null,
  refuseReason: null,
  submittedAt: null,
  decidedAt: null,
};
const pending: CaregiverCertificate = {
  ...none,
  status: 'PENDING',
  certificateCode: '2015-1234567',
  submittedAt: '2026-11-22T03:00:00.000Z',
};

function setUp(initial: CaregiverCertificate, upload: Reply = { status: 201, body: pending }) {
  const calls = installFakeApi((c) => {
    if (c.url !== '/api/caregiver/certificate') return undefined;
    return c.method === 'GET' ? { status: 200, body: initial } : upload;
  });
  return calls;
}
const render = (code = '2015-1234567') =>
  renderRoute(<CertificatePhotoField certificateCode={code} />, { path: '/resume' });
const picker = () => screen.getByLabelText('자격증 사진 올리기', { selector: 'input' });
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], '자격증.png', { type: 'image/png' });
/** The multipart body of the n-th POST. */
function sentForm(n = 0): FormData {
  const posts = (globalThis.fetch as jest.Mock).mock.calls.filter(([, init]) => init?.method === 'POST');
  return posts[n][1].body as FormData;
}

describe('resume step 2: 자격증 사진', () => {
  it('is optional and says only operators see it', async () => {
    setUp(none);
    render();
    expect(screen.getByText('자격증 사진 (선택)')).toBeInTheDocument();
    expect(screen.getByText(/사진은 운영자만 봐요/)).toBeInTheDocument();
    expect(await screen.findByText('자격증 사진을 올리면 운영자가 확인해요')).toBeInTheDocument();
  });

  it('sends a PNG with the number at once and shows 자격 확인 중', async () => {
    const calls = setUp(none);
    render();
    await screen.findByText('자격증 사진을 올리면 운영자가 확인해요');
    await userEvent.upload(picker(), png());
    expect(await screen.findByText('자격 확인 중')).toBeInTheDocument();
    expect(screen.getByText(/^사진을 보냈어요/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    const form = sentForm();
    expect(form.get('certificateCode')).toBe('2015-1234567');
    expect((form.get('file') as File).name).toBe('자격증.png');
    expect(screen.getByText('사진 다시 올리기')).toBeInTheDocument();
  });

  it('refuses another file type before sending, in Korean', async () => {
    const calls = setUp(none);
    render();
    await screen.findByText('자격증 사진을 올리면 운영자가 확인해요');
    const gif = new File(['GIF89a'], 'cert.gif', { type: 'image/gif' });
    await userEvent.upload(picker(), gif, { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('PNG 또는 JPG 파일만 업로드할 수 있습니다.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('shows the server’s refusal of a disguised file', async () => {
    setUp(none, {
      status: 400,
      body: { message: 'PNG 또는 JPG 파일만 업로드할 수 있습니다.', code: 'VALIDATION_ERROR' },
    });
    render();
    await screen.findByText('자격증 사진을 올리면 운영자가 확인해요');
    await userEvent.upload(picker(), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('PNG 또는 JPG 파일만 업로드할 수 있습니다.');
  });

  it('asks for the number first', async () => {
    const calls = setUp(none);
    render('2015-12');
    await screen.findByText('자격증 사진을 올리면 운영자가 확인해요');
    await userEvent.upload(picker(), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('자격증 번호를 먼저 입력해주세요.');
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0));
  });

  it('shows 확인되지 않음 with the operator’s reason', async () => {
    setUp({ ...pending, status: 'REFUSED', refuseReason: '사진이 흐려요' });
    render();
    expect(await screen.findByText('확인되지 않음')).toBeInTheDocument();
    expect(screen.getByText('이유: 사진이 흐려요')).toBeInTheDocument();
  });
});
