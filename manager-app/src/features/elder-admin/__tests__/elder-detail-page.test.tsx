import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { ElderDetail } from '../../../api/types';
import { installFakeApi, renderRoute, type FakeRequest } from '@dolbom/shared-ui/testing';
import { elder as elderFixture } from '../../jobs/__tests__/fixtures';
import { ElderSectionPage } from '../../elder-register/routes/elder-section-page';
import { ElderDetailPage } from '../routes/elder-detail-page';

let elder: ElderDetail;
let requests: FakeRequest[];

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  window.scrollTo = jest.fn();
  elder = { ...elderFixture, recruiting: true, careEnded: null };
  requests = installFakeApi(({ method, url, body }) => {
    if (method === 'GET' && url === '/api/manager/elder/3') return { status: 200, body: elder };
    if (method === 'PUT' && url === '/api/manager/elder/3') {
      elder = { ...elder, ...(body as Partial<ElderDetail>) };
      return { status: 200, body: elder };
    }
    if (method === 'POST' && url === '/api/manager/elder/3/end') {
      elder = { ...elder, recruiting: false, careEnded: (body as { reason: '입원' }).reason };
      return { status: 200, body: elder };
    }
    return undefined;
  });
});
afterEach(() => jest.restoreAllMocks());

function renderElder(path = '/elder-admin/3') {
  return renderRoute(
    <Routes>
      <Route path="/elder-admin/:elderId" element={<ElderDetailPage />} />
      <Route path="/elder-admin/:elderId/edit/:section" element={<ElderSectionPage />} />
    </Routes>,
    { path, route: '*' },
  );
}

it('shows the elder section by section, each with its own 수정', async () => {
  renderElder();
  expect(await screen.findByRole('heading', { name: '기본 정보' })).toBeInTheDocument();
  for (const section of [
    '기본 정보',
    '돌봄 요일과 시간',
    '필요한 도움',
    '근무 형태와 급여',
    '가족·연락처·남길 말',
  ])
    expect(screen.getByRole('link', { name: `${section} 수정` })).toBeInTheDocument();
  expect(screen.getByText('모집 중')).toBeInTheDocument();
  expect(screen.getByText('이말순')).toBeInTheDocument();
});

it('수정 edits one section in place and saves the whole registration with it changed', async () => {
  renderElder();
  fireEvent.click(await screen.findByRole('link', { name: '근무 형태와 급여 수정' }));
  expect(await screen.findByRole('heading', { name: '근무 형태와 급여 수정' })).toBeInTheDocument();
  // Only this section's fields: no name, no steps.
  expect(screen.queryByLabelText('이름')).not.toBeInTheDocument();
  expect(screen.queryByText(/\d \/ 5/)).not.toBeInTheDocument();
  const wage = screen.getByLabelText('급여 (시급)');
  fireEvent.change(wage, { target: { value: '15,500' } });
  fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/elder-admin\/3$/));
  const puts = requests.filter((r) => r.method === 'PUT');
  expect(puts).toHaveLength(1);
  expect(puts[0]!.body).toMatchObject({ name: '이말순', wage: 15500, gender: 'female' });
  expect(await screen.findByText('어르신 정보를 저장했어요')).toBeInTheDocument();
});

it('a section with a mistake stays, naming it, and sends nothing', async () => {
  renderElder('/elder-admin/3/edit/contact');
  const phone = await screen.findByLabelText('연락처');
  fireEvent.change(phone, { target: { value: '010' } });
  fireEvent.click(screen.getByRole('button', { name: '저장하기' }));
  expect(await screen.findByText('휴대전화 번호를 확인해주세요')).toBeInTheDocument();
  expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
});

it('돌봄 종료 asks for a reason and a confirmation, then shows the care ended without 수정', async () => {
  renderElder();
  fireEvent.click(await screen.findByRole('button', { name: '돌봄 종료' }));
  const sheet = await screen.findByRole('dialog', { name: '이말순 어르신 돌봄을 마칠까요?' });
  expect(within(sheet).getByText(/요양보호사에게 알림이 가요/)).toBeInTheDocument();
  fireEvent.click(within(sheet).getByRole('button', { name: '돌봄 종료하기' }));
  expect(await within(sheet).findByText('돌봄을 마치는 이유를 선택해주세요.')).toBeInTheDocument();
  expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  fireEvent.click(within(sheet).getByRole('radio', { name: '입원' }));
  fireEvent.click(within(sheet).getByRole('button', { name: '돌봄 종료하기' }));
  expect(await screen.findByText('돌봄 종료 · 입원')).toBeInTheDocument();
  expect(screen.getByText('돌봄을 마쳤어요')).toBeInTheDocument();
  expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([{ reason: '입원' }]);
  expect(screen.queryByRole('link', { name: /수정$/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '돌봄 종료' })).not.toBeInTheDocument();
});
