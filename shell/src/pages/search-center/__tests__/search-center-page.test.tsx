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
  zipCode: '',
  roadAddress: '서울특별시 강남구',
  jibunAddress: '서울특별시 강남구',
  detailAddress: '',
  finalGrade: 'A',
  hasCar: true,
  installationTime: '',
  gradeYear: 2024,
  sido: '서울특별시',
  sigungu: '강남구',
  services: ['방문요양', '방문목욕'],
  grades: [
    { service: '방문요양', grade: 'A', score: 93.1, evalYear: 2024 },
    { service: '방문목욕', grade: 'B', score: 85, evalYear: 2023 },
  ],
};
const hanbit = {
  ...happy,
  centerId: 8,
  centerName: '한빛재가복지센터',
  finalGrade: 'B',
  gradeYear: 2023,
  sigungu: '마포구',
  roadAddress: '서울특별시 마포구',
  jibunAddress: '서울특별시 마포구',
  services: ['주야간보호'],
  grades: [{ service: '주야간보호', grade: 'B', score: 88, evalYear: 2023 }],
};
const center = (id: number) => ({ ...happy, centerId: id, centerName: `강남센터${id}` });
const page = (body: unknown[], total = body.length): Reply => ({
  status: 200,
  body,
  headers: { 'X-Total-Count': String(total) },
});

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
    expect(field()).toHaveAttribute('placeholder', '센터 이름, 초성 또는 지역 (예: 강남 방문요양)');
    expect(screen.getByText(/다니시는 센터의 이름을 적어주세요/)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('searches once after typing stops and lists name, 시·군·구, services and the grade with its year', async () => {
    replies = [page([happy, hanbit])];
    renderPage();
    await userEvent.type(field(), 'ㅎㅂ');
    const row = await screen.findByRole('button', { name: /행복요양센터/ });
    expect(row).toHaveTextContent('서울특별시 강남구');
    expect(row).toHaveTextContent('방문요양 · 방문목욕');
    expect(row).toHaveTextContent('평가 최우수(A) · 2024');
    const other = screen.getByRole('button', { name: /한빛재가복지센터/ });
    expect(other).toHaveTextContent('서울특별시 마포구');
    expect(other).toHaveTextContent('평가 우수(B) · 2023');
    expect(screen.getByRole('status')).toHaveTextContent('검색 결과 2개');
    // Debounced: one request for the whole word, not one per keystroke.
    expect(requests).toEqual(['/api/center?keyword=ㅎㅂ&page=0&size=20']);
    expect(screen.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();
  });

  it('shows the total and loads the next page with 더 보기 until every center is listed', async () => {
    const first = Array.from({ length: 20 }, (_, i) => center(100 + i));
    replies = [page(first, 23), page([center(200), center(201), center(202)], 23)];
    renderPage();
    await userEvent.type(field(), '강남 방문요양');
    await screen.findByRole('button', { name: /강남센터100/ });
    expect(screen.getByRole('status')).toHaveTextContent('검색 결과 23개');
    const more = screen.getByRole('button', { name: '더 보기' });
    await userEvent.click(more);
    expect(await screen.findByRole('button', { name: /강남센터202/ })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /강남센터/ })).toHaveLength(23);
    expect(screen.queryByRole('button', { name: '더 보기' })).not.toBeInTheDocument();
    expect(requests).toEqual([
      '/api/center?keyword=강남+방문요양&page=0&size=20',
      '/api/center?keyword=강남+방문요양&page=1&size=20',
    ]);
  });

  it('a failed 더 보기 says so and tries again on the next tap', async () => {
    const first = Array.from({ length: 20 }, (_, i) => center(100 + i));
    replies = [
      page(first, 21),
      { status: 500, body: { message: '일시적인 오류가 발생했습니다.', code: 'INTERNAL' } },
      page([center(300)], 21),
    ];
    renderPage();
    await userEvent.type(field(), '강남');
    await screen.findByRole('button', { name: /강남센터100/ });
    await userEvent.click(screen.getByRole('button', { name: '더 보기' }));
    const retry = await screen.findByRole('button', { name: '더 불러오지 못했어요. 다시 시도' });
    await userEvent.click(retry);
    expect(await screen.findByRole('button', { name: /강남센터300/ })).toBeInTheDocument();
  });

  it('choosing a center puts it in the sign-up draft and returns to /signup', async () => {
    replies = [page([happy])];
    renderPage();
    await userEvent.type(field(), '행복');
    await userEvent.click(await screen.findByRole('button', { name: /행복요양센터/ }));
    expect(await screen.findByText('회원가입 화면')).toBeInTheDocument();
    expect(signupStore.getState().draft.center).toEqual({
      centerId: 7,
      centerName: '행복요양센터',
      zipCode: '',
      roadAddress: '서울특별시 강남구',
      jibunAddress: '서울특별시 강남구',
    });
  });

  it('shows the empty text when nothing matches', async () => {
    replies = [page([])];
    renderPage();
    await userEvent.type(field(), '없는센터');
    expect(await screen.findByText('검색 결과가 없어요', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('검색 결과가 없어요');
  });

  it('shows a failure with 다시 시도 instead of hiding it, and the retry asks again', async () => {
    replies = [
      { status: 500, body: { message: '일시적인 오류가 발생했습니다.', code: 'INTERNAL' } },
      page([happy]),
    ];
    renderPage();
    await userEvent.type(field(), '행복');
    expect(await screen.findByText('센터를 찾지 못했어요')).toBeInTheDocument();
    expect(screen.getByText('일시적인 오류가 발생했습니다.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('button', { name: /행복요양센터/ })).toBeInTheDocument();
    expect(requests).toEqual([
      '/api/center?keyword=행복&page=0&size=20',
      '/api/center?keyword=행복&page=0&size=20',
    ]);
  });

  it('back goes to the previous screen, or to /signup when opened directly', async () => {
    renderPage(['/search-center']);
    await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(screen.getByText('회원가입 화면')).toBeInTheDocument();
  });

  it('clearing the field goes back to the hint', async () => {
    replies = [page([happy])];
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
