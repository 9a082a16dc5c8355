import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { RouteToast } from '@dolbom/shared-ui';
import { ContactPage } from '../routes/contact-page';
import { useContactWizard } from '../store';
import { useSelectedElderStore } from '../../../stores/selected-elder';
import { installFakeApi, type FakeRequest, type Reply } from '../../../test-utils/fake-api';
import { browserBack, renderRoute } from '../../../test-utils/render';

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

function answer({ method, url }: FakeRequest): Reply | undefined {
  if (url === '/api/manager/elder') return { status: 200, body: elders };
  if (url === '/api/manager/elder/1') return { status: 200, body: elder };
  if (method === 'POST' && url === '/api/manager/contact') return post;
  return undefined;
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function open(before: string[] = []) {
  renderRoute(<ContactPage />, { path: '/contact/7', route: '/contact/:caregiverId', before });
  await screen.findByText('1 / 4');
}
/** The elder's defaults fill steps 1–3, so 다음 three times reaches step 4. */
function toLastStep() {
  click('다음으로 넘어가기');
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
  expect(screen.getByText('2 / 4')).toBeInTheDocument();
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
  click('완료하기');
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
  expect(screen.getByText('4 / 4')).toBeInTheDocument();
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
  expect(screen.getByText('3 / 4')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/contact/7?step=3');
  browserBack();
  expect(screen.getByText('2 / 4')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/contact/7?step=2');
  // The header's back and 이전 walk the same entries back.
  click('이전');
  expect(screen.getByText('1 / 4')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/contact\/7$/);
  browserBack();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});

it('a reload keeps the step: reopening /contact/7?step=3 shows step 3 of the saved draft', async () => {
  renderRoute(<ContactPage />, { path: '/contact/7?step=3', route: '/contact/:caregiverId' });
  expect(await screen.findByText('3 / 4')).toBeInTheDocument();
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
  await screen.findByText('1 / 4');
  toLastStep();
  fireEvent.click(await screen.findByRole('button', { name: '완료하기' }));
  const toast = await screen.findByText('연락을 보냈어요');
  expect(toast.closest('[role="status"]')).not.toBeNull();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});
