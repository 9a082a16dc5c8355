import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { RouteToast } from '@dolbom/shared-ui';
import { ContactPage } from '../routes/contact-page';
import { useContactWizard } from '../store';
import { useSelectedElderStore } from '../../../stores/selected-elder';
import {
  installFakeApi,
  type FakeRequest,
  type Reply,
  browserBack,
  renderRoute,
} from '@dolbom/shared-ui/testing';
import { caregiverDetailFixture, resumeViewFixture } from '../../../test-utils/fixtures';

const elders = [
  { elderId: 1, elderName: '김순례', gender: 'female', rank: 3, address: '서울 강남구', birth: '1941-04-12' },
];
const elder = {
  elderId: 1,
  workRequirement: '방문 요양',
  wageType: '일급',
  wage: 110000,
  phone: '010-1111-2222',
};

let post: Reply;
let requests: FakeRequest[];

const caregiver = caregiverDetailFixture({
  caregiverId: 7,
  name: '박정숙',
  resume: resumeViewFixture({ wage: 14000, isNegotiableTime: true }),
});

function answer({ method, url }: FakeRequest): Reply | undefined {
  if (url === '/api/manager/elder') return { status: 200, body: elders };
  if (url === '/api/manager/elder/1') return { status: 200, body: elder };
  if (url === '/api/manager/7?elderId=1') return { status: 200, body: caregiver };
  if (method === 'POST' && url === '/api/manager/contact') return post;
  return undefined;
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function open(before: string[] = []) {
  renderRoute(<ContactPage />, { path: '/contact/7', route: '/contact/:caregiverId', before });
  await screen.findByText('1 / 5');
}
/** The elder's defaults fill steps 1–3 and the message may be empty: 다음 four times reaches the summary. */
function toLastStep() {
  click('다음으로 넘어가기');
  click('다음');
  click('다음');
  click('다음');
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  window.scrollTo = jest.fn();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  useContactWizard.getState().reset();
  useSelectedElderStore.setState({ elderId: 1 });
  post = { status: 201, body: { contactId: 9 } };
  requests = installFakeApi(answer);
});
afterEach(() => jest.restoreAllMocks());

it('starts from the elder’s work type, wage and phone; step 1 says 다음으로 넘어가기', async () => {
  await open();
  expect(screen.getByRole('radio', { name: '방문 요양' })).toHaveAttribute('aria-checked', 'true');
  click('다음으로 넘어가기');
  expect(screen.getByText('2 / 5')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '일급' })).toHaveAttribute('aria-checked', 'true');
  expect(screen.getByLabelText('급여 (일급)')).toHaveValue('110,000');
});

it('checks each step: work type, wage, phone, message; 이전 goes back', async () => {
  await open();
  act(() => useContactWizard.getState().update({ workType: '' }));
  click('다음으로 넘어가기');
  expect(await screen.findByText('근무 형태를 선택해주세요.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: '병원 동행' }));
  click('다음으로 넘어가기');
  fireEvent.change(screen.getByLabelText('급여 (일급)'), { target: { value: '99999999999' } });
  click('다음');
  expect(screen.getByText('급여는 0원 이상 10,000,000원 이하로 입력해주세요.')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('급여 (일급)'), { target: { value: '120,000' } });
  click('다음');
  const phone = screen.getByLabelText('휴대전화 번호');
  fireEvent.change(phone, { target: { value: '0101234' } });
  expect(phone).toHaveValue('010-1234');
  click('다음');
  expect(screen.getByText('휴대전화 번호를 확인해주세요')).toBeInTheDocument();
  fireEvent.change(phone, { target: { value: '01012345678' } });
  click('다음');
  fireEvent.change(screen.getByLabelText('전할 말 (선택)'), { target: { value: '가'.repeat(201) } });
  click('다음');
  expect(screen.getByText('메시지는 200자 이내로 입력해주세요.')).toBeInTheDocument();
  click('이전');
  expect(screen.getByLabelText('휴대전화 번호')).toHaveValue('010-1234-5678');
  expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
});

it('완료하기 sends once and goes home', async () => {
  await open();
  toLastStep();
  const done = await screen.findByRole('button', { name: '완료하기' });
  fireEvent.click(done);
  fireEvent.click(done);
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  const posts = requests.filter((r) => r.method === 'POST');
  expect(posts).toHaveLength(1);
  expect(posts[0]!.body).toEqual({
    caregiverId: 7,
    elderId: 1,
    workType: '방문 요양',
    wageType: '일급',
    wage: 110000,
    phone: '010-1111-2222',
    message: '',
  });
});

it('a second pending contact shows the server’s 409 message and stays', async () => {
  post = {
    status: 409,
    body: { message: '이미 연락을 보낸 요양보호사예요. 답변을 기다려주세요.', code: 'CONFLICT' },
  };
  await open();
  toLastStep();
  fireEvent.click(await screen.findByRole('button', { name: '완료하기' }));
  expect(
    await screen.findByText('이미 연락을 보낸 요양보호사예요. 답변을 기다려주세요.'),
  ).toBeInTheDocument();
  expect(screen.getByText('5 / 5')).toBeInTheDocument();
});

it('sends the run’s Idempotency-Key, the same one on a retry after a failure; a new run gets a new one', async () => {
  post = { status: 503, body: { message: '잠시 후 다시 시도해주세요.', code: 'X' } };
  await open();
  const key = useContactWizard.getState().requestKey;
  expect(JSON.parse(sessionStorage.getItem('dolbom.manager.contactDraft') ?? '{}').state.requestKey).toBe(
    key,
  );
  toLastStep();
  fireEvent.click(await screen.findByRole('button', { name: '완료하기' }));
  expect(await screen.findByText('잠시 후 다시 시도해주세요.')).toBeInTheDocument();
  post = { status: 201, body: { contactId: 9 } };
  fireEvent.click(screen.getByRole('button', { name: '완료하기' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  const posts = requests.filter((r) => r.method === 'POST');
  expect(posts.map((r) => r.headers?.['Idempotency-Key'])).toEqual([key, key]);
  expect(useContactWizard.getState().requestKey).not.toBe(key);
});

it('the phone’s back button goes back one step (the step is in the URL), and from step 1 leaves', async () => {
  await open(['/']);
  click('다음으로 넘어가기');
  click('다음');
  expect(screen.getByText('3 / 5')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/contact/7?step=3');
  browserBack();
  expect(screen.getByText('2 / 5')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/contact/7?step=2');
  // The header's back and 이전 walk the same entries back.
  click('이전');
  expect(screen.getByText('1 / 5')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/contact\/7$/);
  browserBack();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});

it('a reload keeps the step: reopening /contact/7?step=3 shows step 3 of the saved draft', async () => {
  renderRoute(<ContactPage />, { path: '/contact/7?step=3', route: '/contact/:caregiverId' });
  expect(await screen.findByText('3 / 5')).toBeInTheDocument();
  expect(screen.getByLabelText('휴대전화 번호')).toHaveValue('010-1111-2222');
});

it('완료하기 says 연락을 보냈어요 on the screen it goes back to', async () => {
  renderRoute(
    <Routes>
      <Route path="/contact/:caregiverId" element={<ContactPage />} />
      <Route path="/" element={<RouteToast />} />
    </Routes>,
    { path: '/contact/7', route: '*' },
  );
  await screen.findByText('1 / 5');
  toLastStep();
  fireEvent.click(await screen.findByRole('button', { name: '완료하기' }));
  const toast = await screen.findByText('연락을 보냈어요');
  expect(toast.closest('[role="status"]')).not.toBeNull();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});

describe('who it is about, and a last look before 완료하기 (issue 30)', () => {
  it('names the elder and the caregiver on every step', async () => {
    await open();
    for (const step of [1, 2, 3, 4, 5]) {
      expect(await screen.findByText(`${step} / 5`)).toBeInTheDocument();
      expect(screen.getByLabelText('연락 대상')).toHaveTextContent(
        '김순례 어르신 일로 박정숙 요양보호사님께 연락해요',
      );
      if (step < 5) click(step === 1 ? '다음으로 넘어가기' : '다음');
    }
  });

  it('shows her 희망 시급 beside the wage, and when an hourly offer is below it', async () => {
    await open();
    click('다음으로 넘어가기');
    const desired = await screen.findByLabelText('요양보호사 희망 시급');
    expect(desired).toHaveTextContent('박정숙 요양보호사님 희망 시급 14,000원 · 시간 협의 가능');
    expect(desired).not.toHaveTextContent('낮아요');
    fireEvent.click(screen.getByRole('radio', { name: '시급' }));
    fireEvent.change(screen.getByLabelText('급여 (시급)'), { target: { value: '13,000' } });
    expect(screen.getByLabelText('요양보호사 희망 시급')).toHaveTextContent(
      '제안한 시급이 희망 시급보다 낮아요',
    );
  });

  it('sums everything up before 완료하기; 고치기 opens that step with the draft kept', async () => {
    await open();
    toLastStep();
    expect(await screen.findByText('5 / 5')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: '보낼 내용' });
    for (const text of [
      '김순례 어르신',
      '박정숙 요양보호사',
      '방문 요양',
      '일급 110,000원',
      '010-1111-2222',
      '없음',
    ])
      expect(summary).toHaveTextContent(text);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '급여 고치기' }));
    expect(screen.getByText('2 / 5')).toBeInTheDocument();
    expect(screen.getByLabelText('급여 (일급)')).toHaveValue('110,000');
  });

  it('reopened on the summary with a step left wrong, 완료하기 opens that step and sends nothing', async () => {
    // A draft saved in this tab (a reload) whose phone is unfinished.
    useContactWizard.getState().start('1:7', {
      workType: '방문 요양',
      wageType: '시급',
      wage: 13000,
      phone: '010-12',
      message: '',
    });
    renderRoute(<ContactPage />, { path: '/contact/7?step=5', route: '/contact/:caregiverId' });
    fireEvent.click(await screen.findByRole('button', { name: '완료하기' }));
    expect(await screen.findByText('휴대전화 번호를 확인해주세요')).toBeInTheDocument();
    expect(screen.getByText('3 / 5')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
