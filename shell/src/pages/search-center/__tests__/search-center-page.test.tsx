import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DolbomThemeProvider } from '@dolbom/shared-ui';
import { installFakeApi, type Reply } from '../../../test-utils/fake-api';
import { signupStore } from '../../signup/signup-store';
import SearchCenterPage from '../search-center-page';

// The API is faked at the network layer: a fetch that answers like the server.
let replies: Reply[] = [];
let requests: string[] = [];

const happy = {
  centerId: 7,
  centerName: '행복요양센터',
  zipCode: '06234',
  roadAddress: '서울특별시 강남구 테헤란로 123',
  jibunAddress: '서울특별시 강남구 역삼동 737',
  detailAddress: '3층',
  finalGrade: 'A',
  hasCar: true,
  installationTime: '2015-03-01',
};
const hanbit = { ...happy, centerId: 8, centerName: '한빛재가복지센터', finalGrade: 'B' };

beforeEach(() => {
  replies = [];
  sessionStorage.clear();
  signupStore.getState().reset();
  requests = installFakeApi(() => replies.shift());
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

function renderPage(entries = ['/signup', '/search-center']) {
  return render(
    <DolbomThemeProvider>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Routes>
          <Route path="/search-center" element={<SearchCenterPage />} />
          <Route path="/signup" element={<p>회원가입 화면</p>} />
        </Routes>
      </MemoryRouter>
    </DolbomThemeProvider>,
  );
}

const field = () => screen.getByRole('searchbox', { name: '센터 검색어' });

describe('SearchCenterPage', () => {
  it('shows a hint first and sends nothing until something is typed', () => {
    renderPage();
    expect(screen.getByRole('heading', { name: '센터 검색하기' })).toBeInTheDocument();
    expect(field()).toHaveFocus();
    expect(field()).toHaveAttribute('placeholder', '센터 이름 또는 초성 (예: ㅎㅂ)');
    expect(screen.getByText(/다니시는 센터의 이름을 적어주세요/)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('searches once after typing stops and lists name, address and grade', async () => {
    replies = [{ status: 200, body: [happy, hanbit] }];
    renderPage();
    await userEvent.type(field(), 'ㅎㅂ');
    const row = await screen.findByRole('button', { name: /행복요양센터/ });
    expect(row).toHaveTextContent('서울특별시 강남구 테헤란로 123');
    expect(row).toHaveTextContent('평가 A등급');
    expect(screen.getByRole('button', { name: /한빛재가복지센터/ })).toHaveTextContent('평가 B등급');
    expect(screen.getByRole('status')).toHaveTextContent('검색 결과 2개');
    // Debounced: one request for the whole word, not one per keystroke.
    expect(requests).toEqual(['/api/center?keyword=ㅎㅂ']);
  });

  it('choosing a center puts it in the sign-up draft and returns to /signup', async () => {
    replies = [{ status: 200, body: [happy] }];
    renderPage();
    await userEvent.type(field(), '행복');
    await userEvent.click(await screen.findByRole('button', { name: /행복요양센터/ }));
    expect(await screen.findByText('회원가입 화면')).toBeInTheDocument();
    expect(signupStore.getState().draft.center).toEqual({
      centerId: 7,
      centerName: '행복요양센터',
      zipCode: '06234',
      roadAddress: '서울특별시 강남구 테헤란로 123',
      jibunAddress: '서울특별시 강남구 역삼동 737',
    });
  });

  it('shows the empty text when nothing matches', async () => {
    replies = [{ status: 200, body: [] }];
    renderPage();
    await userEvent.type(field(), '없는센터');
    expect(await screen.findByText('검색 결과가 없어요', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('검색 결과가 없어요');
  });

  it('shows a failure with 다시 시도 instead of hiding it, and the retry asks again', async () => {
    replies = [
      { status: 500, body: { message: '일시적인 오류가 발생했습니다.', code: 'INTERNAL' } },
      { status: 200, body: [happy] },
    ];
    renderPage();
    await userEvent.type(field(), '행복');
    expect(await screen.findByText('센터를 찾지 못했어요')).toBeInTheDocument();
    expect(screen.getByText('일시적인 오류가 발생했습니다.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('button', { name: /행복요양센터/ })).toBeInTheDocument();
    expect(requests).toEqual(['/api/center?keyword=행복', '/api/center?keyword=행복']);
  });

  it('back goes to the previous screen, or to /signup when opened directly', async () => {
    renderPage(['/search-center']);
    await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(screen.getByText('회원가입 화면')).toBeInTheDocument();
  });

  it('clearing the field goes back to the hint', async () => {
    replies = [{ status: 200, body: [happy] }];
    renderPage();
    await userEvent.type(field(), '행복');
    await screen.findByRole('button', { name: /행복요양센터/ });
    await userEvent.clear(field());
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /행복요양센터/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByText(/다니시는 센터의 이름을 적어주세요/)).toBeInTheDocument();
  });
});
