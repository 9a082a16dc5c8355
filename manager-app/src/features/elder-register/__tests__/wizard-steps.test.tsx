import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ElderWizard } from '../components/elder-wizard';
import { emptyElderDraft, useElderWizard, type ElderDraft, type ElderStep } from '../store';
import {
  installFakeApi,
  type FakeRequest,
  type Reply,
  browserBack,
  renderRoute,
} from '@dolbom/shared-ui/testing';

const valid: ElderDraft = {
  ...emptyElderDraft(),
  name: '한가람',
  gender: 'female',
  birth: '1944-03-15',
  address: {
    zonecode: '',
    roadAddress: '서울특별시 강남구 역삼동 테헤란로 1',
    jibunAddress: '',
    bcode: '1168010100',
  },
  rank: 3,
  schedule: [{ start: '09:00:00', end: '18:00:00' }, null, null, null, null, null, null],
  workRequirement: '방문 요양',
  family: '집에 없어요',
  pet: '없어요',
  phone: '010-1234-5678',
};

let answer: (req: FakeRequest) => Reply | undefined;
let requests: FakeRequest[];

function show(step: ElderStep, draft: Partial<ElderDraft>) {
  act(() => useElderWizard.setState({ step, draft: { ...valid, ...draft } }));
  return renderRoute(<ElderWizard />, { path: '/elder-register' });
}
afterEach(() => jest.restoreAllMocks());
const next = (name = '다음') => fireEvent.click(screen.getByRole('button', { name }));
const stepShown = (n: number) => screen.getByText(`${n} / 5`);

beforeEach(() => {
  sessionStorage.clear();
  window.scrollTo = jest.fn();
  // Failed saves are logged on purpose; keep the test output readable.
  jest.spyOn(console, 'error').mockImplementation(() => {});
  answer = () => undefined;
  requests = installFakeApi((req) => answer(req));
});

describe('step 1: 기본 정보', () => {
  it('names every missing field and stays', () => {
    show(1, { name: '', birth: '', address: null, rank: null });
    next();
    expect(screen.getByText('이름을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('생년월일을 yyyy-mm-dd 형식으로 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('주소를 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('장기요양등급을 선택해주세요.')).toBeInTheDocument();
    expect(stepShown(1)).toBeInTheDocument();
  });

  it('takes Korean names only and real dates; birth digits are formatted', () => {
    show(1, { name: 'Kim', birth: '' });
    fireEvent.change(screen.getByLabelText('생년월일'), { target: { value: '19441399' } });
    expect(screen.getByLabelText('생년월일')).toHaveValue('1944-13-99');
    next();
    expect(screen.getByText('이름은 10자 이내의 한글로 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('생년월일을 yyyy-mm-dd 형식으로 입력해주세요.')).toBeInTheDocument();
  });

  it('finds the address by 동 name with its bcode, then goes on', async () => {
    answer = ({ url }) =>
      url.startsWith('/api/address?query=역삼')
        ? {
            status: 200,
            body: [
              {
                bcode: '1168010100',
                sido: '서울특별시',
                sigungu: '강남구',
                dong: '역삼동',
                label: '서울특별시 강남구 역삼동',
              },
            ],
          }
        : undefined;
    show(1, { address: null });
    // The Kakao script cannot load here: the spec's message, then our own 동 search.
    const script = document.querySelector<HTMLScriptElement>('script[src*="postcode.v2.js"]');
    act(() => {
      script!.dispatchEvent(new Event('error'));
    });
    expect(
      await screen.findByText('주소 검색 서비스를 불러오지 못했어요. 아래에서 동 이름으로 찾아주세요.'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('동 이름으로 찾기'), { target: { value: '역삼' } });
    fireEvent.click(await screen.findByRole('button', { name: '서울특별시 강남구 역삼동' }));
    fireEvent.click(screen.getByRole('button', { name: '이 주소로 정하기' }));
    expect(screen.getByText('나머지 주소를 입력해주세요.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('나머지 주소'), { target: { value: '테헤란로 1' } });
    fireEvent.click(screen.getByRole('button', { name: '이 주소로 정하기' }));
    expect(useElderWizard.getState().draft.address).toEqual({
      zonecode: '',
      roadAddress: '서울특별시 강남구 역삼동 테헤란로 1',
      jibunAddress: '',
      bcode: '1168010100',
    });
    next();
    expect(stepShown(2)).toBeInTheDocument();
  });

  it('takes the address from the postcode service with its zonecode and bcode', async () => {
    class FakePostcode {
      constructor(private readonly options: { oncomplete: (data: object) => void }) {}
      embed(element: HTMLElement) {
        const button = document.createElement('button');
        button.textContent = '서울 강남구 테헤란로 123';
        button.onclick = () =>
          this.options.oncomplete({
            zonecode: '06234',
            roadAddress: '서울 강남구 테헤란로 123',
            jibunAddress: '서울 강남구 역삼동 737',
            bcode: '1168010100',
          });
        element.append(button);
      }
    }
    Object.assign(window, { kakao: { Postcode: FakePostcode } });
    try {
      show(1, { address: null });
      fireEvent.click(await screen.findByRole('button', { name: '서울 강남구 테헤란로 123' }));
      expect(screen.getByText('(06234) 서울 강남구 테헤란로 123')).toBeInTheDocument();
      expect(useElderWizard.getState().draft.address).toEqual({
        zonecode: '06234',
        roadAddress: '서울 강남구 테헤란로 123',
        jibunAddress: '서울 강남구 역삼동 737',
        bcode: '1168010100',
      });
    } finally {
      delete (window as { kakao?: unknown }).kakao;
    }
  });

  it('the gender is not preselected: it is asked for until chosen (issue 30)', () => {
    show(1, { gender: emptyElderDraft().gender });
    expect(screen.getByRole('radio', { name: '남성' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('radio', { name: '여성' })).toHaveAttribute('aria-checked', 'false');
    next();
    expect(screen.getByText('성별을 선택해주세요.')).toBeInTheDocument();
    expect(stepShown(1)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '여성' }));
    expect(screen.queryByText('성별을 선택해주세요.')).not.toBeInTheDocument();
    next();
    expect(stepShown(2)).toBeInTheDocument();
  });
});

describe('step 2: 요일과 시간', () => {
  it('needs one day; a day toggled on shows 09:00–18:00 and off hides it', () => {
    show(2, { schedule: emptyElderDraft().schedule });
    next();
    expect(screen.getByText('근무 요일을 1개 이상 선택해주세요.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '수' }));
    expect(screen.getByLabelText('수요일 시작')).toHaveValue('09:00');
    expect(screen.getByLabelText('수요일 종료')).toHaveValue('18:00');
    expect(screen.queryByText('근무 요일을 1개 이상 선택해주세요.')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '수' }));
    expect(screen.queryByLabelText('수요일 시작')).not.toBeInTheDocument();
  });

  it('모든 요일 같은 시간: one pair of times sets every chosen day, and a day added takes them', () => {
    show(2, { schedule: emptyElderDraft().schedule });
    for (const day of ['월', '수']) fireEvent.click(screen.getByRole('button', { name: day }));
    fireEvent.change(screen.getByLabelText('월요일 종료'), { target: { value: '13:00' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '모든 요일 같은 시간' }));
    // One pair of times for all chosen days instead of one row per day.
    expect(screen.queryByLabelText('수요일 시작')).not.toBeInTheDocument();
    expect(screen.getByLabelText('모든 요일 종료')).toHaveValue('13:00');
    fireEvent.change(screen.getByLabelText('모든 요일 시작'), { target: { value: '10:00' } });
    fireEvent.click(screen.getByRole('button', { name: '금' }));
    const hours = { start: '10:00:00', end: '13:00:00' };
    expect(useElderWizard.getState().draft.schedule).toEqual([hours, null, hours, null, hours, null, null]);
    // Off again: each day has its own row with the shared hours, to change one by one.
    fireEvent.click(screen.getByRole('checkbox', { name: '모든 요일 같은 시간' }));
    expect(screen.getByLabelText('금요일 시작')).toHaveValue('10:00');
  });

  it('an end before the start is refused for that day', () => {
    show(2, {});
    fireEvent.change(screen.getByLabelText('월요일 종료'), { target: { value: '08:00' } });
    next();
    expect(screen.getByText('시작 시간은 종료 시간보다 빨라야 해요.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('월요일 종료'), { target: { value: '12:00' } });
    next();
    expect(stepShown(3)).toBeInTheDocument();
  });
});

describe('step 3: 필요한 도움', () => {
  it('needs nothing chosen; 식사, 배변, 이동 take one level each, 일상 several', () => {
    show(3, {});
    fireEvent.click(screen.getByRole('radio', { name: '스스로 식사 가능' }));
    const chip = screen.getByRole('radio', { name: '콧줄 식사' });
    fireEvent.click(chip);
    expect(chip).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '스스로 식사 가능' })).toHaveAttribute('aria-checked', 'false');
    expect(useElderWizard.getState().draft.meal).toEqual(['콧줄 식사']);
    fireEvent.click(screen.getByRole('radio', { name: '기저귀 케어 필요' }));
    fireEvent.click(screen.getByRole('radio', { name: '거동 불가' }));
    fireEvent.click(screen.getByRole('button', { name: '병원 동행' }));
    fireEvent.click(screen.getByRole('button', { name: '말벗 등 정서 지원' }));
    expect(useElderWizard.getState().draft).toMatchObject({
      toileting: ['기저귀 케어 필요'],
      mobility: ['거동 불가'],
      daily: ['병원 동행', '말벗 등 정서 지원'],
    });
    next();
    expect(stepShown(4)).toBeInTheDocument();
  });

  it('refuses contradictory levels from an older draft', () => {
    show(3, { meal: ['스스로 식사 가능', '식사 차림 필요'] });
    next();
    expect(screen.getByText('가장 가까운 한 가지만 선택해주세요.')).toBeInTheDocument();
  });
});

describe('step 4: 근무 형태와 급여', () => {
  it('asks for a work type; 시급 and 13,000 are the defaults; non-numbers become 0', () => {
    show(4, { workRequirement: '', wage: emptyElderDraft().wage, wageType: emptyElderDraft().wageType });
    expect(screen.getByRole('radio', { name: '시급' })).toHaveAttribute('aria-checked', 'true');
    const wage = screen.getByLabelText('급여 (시급)');
    expect(wage).toHaveValue('13,000');
    next();
    expect(screen.getByText('근무 형태를 선택해주세요.')).toBeInTheDocument();
    fireEvent.change(wage, { target: { value: '원' } });
    expect(wage).toHaveValue('0');
    fireEvent.change(wage, { target: { value: '1500000' } });
    expect(wage).toHaveValue('1,500,000');
    fireEvent.click(screen.getByRole('radio', { name: '방문 목욕' }));
    next();
    // 시급 1,500,000원 is not an hourly wage.
    expect(screen.getByText('시급은 10,320원 이상 100,000원 이하로 입력해주세요.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '월급' }));
    expect(screen.getByLabelText('급여 (월급)')).toHaveValue('2,500,000');
    next();
    expect(stepShown(5)).toBeInTheDocument();
  });

  it('each wage type starts at its own value with its own hint, and keeps to its own range', () => {
    show(4, { wage: 13000, wageType: '시급' });
    expect(screen.getByText('추천 시급은 13,000원이에요.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '월급' }));
    const monthly = screen.getByLabelText('급여 (월급)');
    expect(monthly).toHaveValue('2,500,000');
    expect(screen.queryByText(/추천 시급/)).not.toBeInTheDocument();
    fireEvent.change(monthly, { target: { value: '13000' } });
    next();
    expect(screen.getByText('월급은 1,000,000원 이상 10,000,000원 이하로 입력해주세요.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '시급' }));
    const hourly = screen.getByLabelText('급여 (시급)');
    expect(hourly).toHaveValue('13,000');
    fireEvent.change(hourly, { target: { value: '10000' } });
    next();
    expect(screen.getByText('시급은 10,320원 이상 100,000원 이하로 입력해주세요.')).toBeInTheDocument();
    fireEvent.change(hourly, { target: { value: '10320' } });
    next();
    expect(stepShown(5)).toBeInTheDocument();
  });
});

describe('step 5: 가족, 반려동물, 연락처, 메시지', () => {
  it('names what is missing or wrong', () => {
    show(5, { family: '', pet: '', phone: '010-12', message: '가'.repeat(301) });
    next('등록하기');
    expect(screen.getByText('가족 동거 여부를 선택해주세요.')).toBeInTheDocument();
    expect(screen.getByText('반려동물 여부를 선택해주세요.')).toBeInTheDocument();
    expect(screen.getByText('휴대전화 번호를 확인해주세요')).toBeInTheDocument();
    expect(screen.getByText('요양보호사에게 남길 말은 300자 이내로 입력해주세요.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('sends once on a double tap and goes to /complete2 with the saved name', async () => {
    answer = ({ method, url }) =>
      method === 'POST' && url === '/api/manager/elder/create'
        ? { status: 201, body: { elderId: 11, name: '한가람 (2)' } }
        : url === '/api/manager/elder'
          ? { status: 200, body: [] }
          : undefined;
    show(5, {});
    next('등록하기');
    next('등록하기');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/complete2?name=${encodeURIComponent('한가람 (2)')}`,
      ),
    );
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({
      name: '한가람',
      rank: 3,
      wageType: '시급',
      wage: 13000,
      message: '',
    });
    // The draft is gone once the elder is saved.
    expect(useElderWizard.getState().draft.name).toBe('');
  });

  it('a failed save stays on the step with the server message', async () => {
    answer = ({ method }) =>
      method === 'POST'
        ? { status: 400, body: { message: '주소를 입력해주세요.', code: 'VALIDATION' } }
        : undefined;
    show(5, {});
    next('등록하기');
    expect(await screen.findByText('주소를 입력해주세요.')).toBeInTheDocument();
    expect(stepShown(5)).toBeInTheDocument();
  });
});

describe('Idempotency-Key of a registration run', () => {
  it('re-sends the run’s key after a failure and after a reload, and renews it after success', async () => {
    act(() => {
      useElderWizard.getState().reset();
      useElderWizard.setState({ draft: valid });
    });
    const key = useElderWizard.getState().requestKey;
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    // A reload keeps it: it is part of the persisted draft.
    expect(JSON.parse(sessionStorage.getItem('dolbom.manager.elderDraft') ?? '{}').state.requestKey).toBe(
      key,
    );

    let fail = true;
    answer = ({ method, url }) =>
      method === 'POST' && url === '/api/manager/elder/create'
        ? fail
          ? { status: 503, body: { message: '잠시 후 다시 시도해주세요.', code: 'X' } }
          : { status: 201, body: { elderId: 12, name: '한가람' } }
        : url === '/api/manager/elder'
          ? { status: 200, body: [] }
          : undefined;
    act(() => useElderWizard.setState({ step: 5 }));
    renderRoute(<ElderWizard />, { path: '/elder-register' });
    next('등록하기');
    expect(await screen.findByText('잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    fail = false;
    next('등록하기');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/complete2'));
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.headers?.['Idempotency-Key'])).toEqual([key, key]);
    // The next registration is another run with another key.
    expect(useElderWizard.getState().requestKey).not.toBe(key);
  });
});

describe('the phone’s back button', () => {
  it('goes back one step (the step is in the URL), and from step 1 leaves the wizard', () => {
    act(() => useElderWizard.setState({ step: 1, draft: valid }));
    renderRoute(<ElderWizard />, { path: '/elder-register', before: ['/elder-admin'] });
    next();
    next();
    stepShown(3);
    expect(screen.getByTestId('location')).toHaveTextContent('/elder-register?step=3');
    browserBack();
    stepShown(2);
    expect(screen.getByTestId('location')).toHaveTextContent('/elder-register?step=2');
    browserBack();
    stepShown(1);
    browserBack();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/elder-admin$/);
  });

  it('a reload keeps the step from the URL; opening without one resumes the saved step', () => {
    act(() => useElderWizard.setState({ step: 1, draft: valid }));
    const first = renderRoute(<ElderWizard />, { path: '/elder-register?step=4', route: '/elder-register' });
    stepShown(4);
    first.unmount();
    act(() => useElderWizard.setState({ step: 3 }));
    renderRoute(<ElderWizard />, { path: '/elder-register' });
    stepShown(3);
    expect(screen.getByTestId('location')).toHaveTextContent('/elder-register?step=3');
  });
});
