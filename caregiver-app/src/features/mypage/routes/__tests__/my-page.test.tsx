import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyPage as MyPageData } from '@dolbom/shared-api/contracts';
import { installFakeApi, renderRoute } from '@dolbom/shared-ui/testing';
import { MyPage } from '../my-page';

const me: MyPageData = {
  name: '박정숙',
  address: '서울 강남구 논현로 508',
  phone: '010-3456-7801',
  profileImage: null,
  resumeRegistered: false,
  jobOpen: true,
  savedEldersCount: 0,
  managerContactCount: 0,
  applyCount: 0,
  introduction: '',
  experience: [],
};

describe('내 정보', () => {
  it('opens 설정 (issue 30: it was only on the home’s gear)', async () => {
    installFakeApi((c) => (c.url === '/api/caregiver/mypage' ? { status: 200, body: me } : undefined));
    renderRoute(<MyPage />, { path: '/mypage', extra: [{ path: '/settings', element: <p>설정 화면</p> }] });
    expect(await screen.findByRole('heading', { name: '내 정보' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '설정' }));
    expect(await screen.findByText('설정 화면')).toBeInTheDocument();
  });

  it('without a resume, says centers cannot find her yet and offers to write one', async () => {
    installFakeApi((c) => (c.url === '/api/caregiver/mypage' ? { status: 200, body: me } : undefined));
    renderRoute(<MyPage />, { path: '/mypage', extra: [{ path: '/resume', element: <p>이력서 화면</p> }] });
    expect(await screen.findByText('이력서를 쓰기 전에는 센터에서 나를 찾을 수 없어요')).toBeInTheDocument();
    expect(screen.queryByText('센터에 내 이력서가 보여요')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '이력서 쓰기' }));
    expect(await screen.findByText('이력서 화면')).toBeInTheDocument();
  });

  it('with a resume, shows the job-open switch', async () => {
    installFakeApi((c) =>
      c.url === '/api/caregiver/mypage'
        ? { status: 200, body: { ...me, resumeRegistered: true } }
        : undefined,
    );
    renderRoute(<MyPage />, { path: '/mypage' });
    expect(await screen.findByText('센터에 내 이력서가 보여요')).toBeInTheDocument();
  });

  it('shows the certificate review: 자격 확인됨, or 확인되지 않음 with the reason', async () => {
    let certificate = {
      status: 'CONFIRMED',
      certificateCode: '2015-1234567',
      refuseReason: null as string | null,
      submittedAt: '2026-11-22T03:00:00.000Z',
      decidedAt: '2026-11-22T04:00:00.000Z',
    };
    installFakeApi((c) =>
      c.url === '/api/caregiver/mypage'
        ? { status: 200, body: { ...me, resumeRegistered: true } }
        : c.url === '/api/caregiver/certificate'
          ? { status: 200, body: certificate }
          : undefined,
    );
    const first = renderRoute(<MyPage />, { path: '/mypage' });
    const card = await screen.findByRole('region', { name: '자격증' });
    expect(card).toHaveTextContent('자격 확인됨');
    first.unmount();
    certificate = { ...certificate, status: 'REFUSED', refuseReason: '사진이 흐려요' };
    renderRoute(<MyPage />, {
      path: '/mypage',
      extra: [{ path: '/mypage/certificate', element: <p>자격증 화면</p> }],
    });
    const refused = await screen.findByRole('region', { name: '자격증' });
    expect(refused).toHaveTextContent('확인되지 않음');
    expect(refused).toHaveTextContent('이유: 사진이 흐려요');
    // Issue 30: corrected on its own screen, not through the nine resume steps.
    await userEvent.click(screen.getByRole('button', { name: '고치기' }));
    expect(await screen.findByText('자격증 화면')).toBeInTheDocument();
  });

  it('has 대체 근무 알림 받기 beside 구인 상태 once she has a resume (issue 35)', async () => {
    const calls = installFakeApi((c) => {
      if (c.url === '/api/caregiver/mypage') return { status: 200, body: { ...me, resumeRegistered: true } };
      if (c.method === 'GET' && c.url === '/api/caregiver/substitutes')
        return { status: 200, body: { alerts: false, content: [] } };
      if (c.method === 'PUT' && c.url === '/api/caregiver/substitutes/alerts')
        return { status: 200, body: { alerts: true } };
      return undefined;
    });
    renderRoute(<MyPage />, { path: '/mypage' });
    const card = await screen.findByRole('region', { name: '대체 근무 알림 받기' });
    expect(card).toHaveTextContent('알림 끔');
    await userEvent.click(screen.getByRole('switch', { name: '대체 근무 알림 받기' }));
    expect(await screen.findByText('알림 받기')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ alerts: true });
  });
});
