// 센터 정보 수정하기 (issue 15, finding 10): 수정하기 saves, returns to 내 정보 and says so in a short toast;
// a failure keeps the screen with the server's message.
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { DolbomThemeProvider } from '@dolbom/shared-ui';
import { swrConfig } from '@dolbom/shared-api/hooks';
import { ModifyCenterPage } from '../routes/modify-center-page';
import { MyPage } from '../../mypage/routes/my-page';
import { installFakeApi, type FakeRequest, type Reply } from '@dolbom/shared-ui/testing';

const me = {
  managerId: 1,
  name: '김복지',
  phoneNumber: '010-2345-6701',
  centerId: 5,
  centerName: '행복한요양센터 강남',
  hasCar: true,
  oneLineIntro: '어르신을 가족처럼 모시는 센터입니다',
  sentContacts: 0,
  bookmarks: 0,
  applys: 0,
  membershipStatus: 'VERIFIED' as const,
};
let patch: Reply;
let requests: FakeRequest[];

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  patch = {
    status: 200,
    body: { center: me.centerName, hasCar: false, shortPr: '새 소개', oneLineIntro: '새 소개', centerId: 5 },
  };
  requests = installFakeApi(({ method, url }) => {
    if (url === '/api/manager/mypage') return { status: 200, body: me };
    if (method === 'PATCH' && url === '/api/manager/5') return patch;
    return undefined;
  });
});
afterEach(() => jest.restoreAllMocks());

function open() {
  render(
    <DolbomThemeProvider>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={['/mypage', '/modify-center/5']} initialIndex={1}>
          <Routes>
            <Route path="/modify-center/:centerId" element={<ModifyCenterPage />} />
            <Route path="/mypage" element={<MyPage />} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </DolbomThemeProvider>,
  );
}

it('수정하기 saves the center and 내 정보 says 센터 정보를 저장했어요 in a toast', async () => {
  open();
  fireEvent.click(await screen.findByRole('radio', { name: '없어요' }));
  fireEvent.click(screen.getByRole('button', { name: '수정하기' }));
  expect(await screen.findByText('센터 정보를 저장했어요')).toBeVisible();
  expect(screen.queryByRole('button', { name: '수정하기' })).not.toBeInTheDocument();
  const sent = requests.filter((r) => r.method === 'PATCH');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.body).toMatchObject({ centerId: 5, hasCar: false });
});

it('a failed save stays on the screen with the message and no toast', async () => {
  patch = {
    status: 403,
    body: { message: '센터 정보는 인증된 구성원만 고칠 수 있어요.', code: 'FORBIDDEN' },
  };
  open();
  fireEvent.click(await screen.findByRole('button', { name: '수정하기' }));
  expect(await screen.findByText('센터 정보는 인증된 구성원만 고칠 수 있어요.')).toBeInTheDocument();
  expect(screen.queryByText('센터 정보를 저장했어요')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: '수정하기' })).toBeInTheDocument();
});
