import { screen } from '@testing-library/react';
import type { ManagerMyPage } from '@dolbom/shared-api/contracts';
import { ModifyCenterPage } from '../routes/modify-center-page';
import { MyPage } from '../../mypage/routes/my-page';
import { installFakeApi, renderRoute } from '@dolbom/shared-ui/testing';

const me: ManagerMyPage = {
  managerId: 3,
  name: '박신입',
  phoneNumber: '010-1111-2222',
  centerId: 5,
  centerName: '행복한요양센터 강남',
  hasCar: true,
  oneLineIntro: '',
  sentContacts: 0,
  bookmarks: 0,
  applys: 0,
  membershipStatus: 'PENDING',
};

const serve = (page: ManagerMyPage) =>
  installFakeApi(({ url }) => (url === '/api/manager/mypage' ? { status: 200, body: page } : undefined));

const edit = () =>
  renderRoute(<ModifyCenterPage />, { path: '/modify-center/5', route: '/modify-center/:centerId' });

it('a member waiting for approval is told why they cannot edit, instead of a form that fails', async () => {
  serve(me);
  edit();
  expect(await screen.findByText('센터 인증 후에 센터 정보를 고칠 수 있어요.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '수정하기' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: '센터 회원 관리' })).toBeInTheDocument();
});

it('a verified member gets the form', async () => {
  serve({ ...me, membershipStatus: 'VERIFIED' });
  edit();
  expect(await screen.findByRole('button', { name: '수정하기' })).toBeInTheDocument();
});

it('내 정보 shows 승인 대기 with what it means, and opens 센터 회원 관리', async () => {
  serve(me);
  renderRoute(<MyPage />, { path: '/mypage', route: '/mypage' });
  expect(await screen.findByRole('note')).toHaveTextContent(/승인 대기.*승인하면 센터 인증이 돼요/);
  expect(screen.getByRole('button', { name: '센터 회원 관리' })).toBeInTheDocument();
});
