import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaregiverCertificate } from '@dolbom/shared-api/contracts';
import { installFakeApi, renderRoute } from '@dolbom/shared-ui/testing';
import { CertificatePage } from '../certificate-page';

// PRODUCT.md "Trust" (issue 30): a refused certificate is corrected from 내 정보 on one screen.
const refused: CaregiverCertificate = {
  status: 'REFUSED',
  certificateCode: '2015-1234567',
  refuseReason: '사진의 번호가 이력서와 달라요',
  submittedAt: '2026-11-22T03:00:00.000Z',
  decidedAt: '2026-11-22T04:00:00.000Z',
};

it('shows the reason and sends a new photo with the corrected number, on the same screen', async () => {
  const calls = installFakeApi((c) => {
    if (c.method === 'GET' && c.url === '/api/caregiver/certificate') return { status: 200, body: refused };
    if (c.method === 'POST' && c.url === '/api/caregiver/certificate')
      return {
        status: 201,
        body: { ...refused, status: 'PENDING', certificateCode: '2015-7654321', refuseReason: null },
      };
    return undefined;
  });
  renderRoute(<CertificatePage />, { path: '/mypage/certificate' });
  expect(await screen.findByText('이유: 사진의 번호가 이력서와 달라요')).toBeInTheDocument();
  const number = screen.getByLabelText('요양보호사 자격증 번호');
  expect(number).toHaveValue('2015-1234567');
  await userEvent.clear(number);
  await userEvent.type(number, '20157654321');
  expect(number).toHaveValue('2015-7654321');
  const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cert.png', { type: 'image/png' });
  await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, photo);
  await waitFor(() => expect(screen.getByText('자격 확인 중')).toBeInTheDocument());
  const post = calls.find((c) => c.method === 'POST');
  expect(post?.url).toBe('/api/caregiver/certificate');
  expect(screen.queryByText(/사진의 번호가 이력서와 달라요/)).not.toBeInTheDocument();
});
