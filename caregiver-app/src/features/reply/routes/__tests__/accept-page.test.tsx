import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, type Reply, browserBack, renderRoute } from '@dolbom/shared-ui/testing';
import { contactDetailFixture, elderInfoFixture } from '../../../../test-utils/fixtures';
import { AcceptPage } from '../accept-page';

beforeEach(() => {
  sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const renderAccept = () => renderRoute(<AcceptPage />, { route: '/accept/:contactId', path: '/accept/12' });
const where = () => screen.getByRole('status', { name: '현재 위치' }).textContent;

async function toStepTwo() {
  await userEvent.type(screen.getByLabelText('휴대전화 번호'), '01012345678');
  await userEvent.click(screen.getByRole('button', { name: '다음' }));
}

describe('accept: two steps', () => {
  it('formats the phone, refuses anything but 13 characters, and checks the message', async () => {
    installFakeApi(() => undefined);
    renderAccept();
    const phone = screen.getByLabelText('휴대전화 번호');
    await userEvent.type(phone, '0101234');
    expect(phone).toHaveValue('010-1234');
    await userEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByText('휴대전화 번호를 확인해주세요')).toBeInTheDocument();
    await userEvent.type(phone, '56789999');
    expect(phone).toHaveValue('010-1234-5678');
    await userEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByText('2 / 2')).toBeInTheDocument();

    // Issue 30: up to 200 characters (a longer one is refused in Korean); a short polite one is fine.
    const message = screen.getByLabelText('메시지 (선택)');
    expect(message).toHaveAttribute('maxLength', '200');
    fireEvent.change(message, { target: { value: '가'.repeat(201) } });
    await userEvent.click(screen.getByRole('button', { name: '수락하기' }));
    expect(screen.getByText('메시지는 200자 이내로 입력해주세요.')).toBeInTheDocument();
    await userEvent.clear(message);
    await userEvent.type(message, '잘 부탁드려요');
    expect(screen.queryByText('메시지는 200자 이내로 입력해주세요.')).not.toBeInTheDocument();
    // Back to step 1 keeps the phone.
    await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(screen.getByLabelText('휴대전화 번호')).toHaveValue('010-1234-5678');
  });

  it('sends one request for a double tap, then goes to /accept/complete', async () => {
    let answer: (r: Reply) => void = () => undefined;
    const calls = installFakeApi((c) =>
      c.method === 'POST' ? new Promise<Reply>((resolve) => (answer = resolve)) : undefined,
    );
    renderAccept();
    await toStepTwo();
    const submit = screen.getByRole('button', { name: '수락하기' });
    await userEvent.dblClick(submit);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: '/api/caregiver/main/accept?contact=12',
        body: { phone: '010-1234-5678', message: '' },
      },
    ]);
    await act(async () => answer({ status: 200, body: { title: '방문 요양', phone: '010-2345-6701' } }));
    expect(where()).toBe('/accept/complete');
  });

  it('logs API 호출 실패, shows the Korean error and keeps the input on failure', async () => {
    installFakeApi((c) =>
      c.method === 'POST'
        ? { status: 409, body: { message: '이미 처리된 연락이에요.', code: 'CONFLICT' } }
        : undefined,
    );
    renderAccept();
    await toStepTwo();
    await userEvent.type(screen.getByLabelText('메시지 (선택)'), '오전 방문 가능합니다. 연락 주세요.');
    await userEvent.click(screen.getByRole('button', { name: '수락하기' }));
    expect(await screen.findByText('이미 처리된 연락이에요.')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('API 호출 실패', expect.anything());
    expect(screen.getByLabelText('메시지 (선택)')).toHaveValue('오전 방문 가능합니다. 연락 주세요.');
    expect(screen.getByRole('button', { name: '수락하기' })).toBeEnabled();
    // Stays on step 2 (its step is in the URL).
    expect(where()).toBe('/accept/12?step=2');
  });

  it('sends one Idempotency-Key per run: the same on a retry and after a reload, a new one after success', async () => {
    sessionStorage.clear();
    let fail = true;
    const calls = installFakeApi((c) =>
      c.method === 'POST'
        ? fail
          ? { status: 503, body: { message: '잠시 후 다시 시도해주세요.', code: 'X' } }
          : { status: 200, body: { title: '방문 요양', phone: '010-2345-6701' } }
        : undefined,
    );
    const first = renderAccept();
    await toStepTwo();
    await userEvent.click(screen.getByRole('button', { name: '수락하기' }));
    expect(await screen.findByText('잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    // A reload: the form starts again, the run's key stays.
    first.unmount();
    renderAccept();
    await toStepTwo();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '수락하기' }));
    await waitFor(() => expect(where()).toBe('/accept/complete'));
    const keys = calls.filter((c) => c.method === 'POST').map((c) => c.headers?.['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    // Accepting again later is a new run.
    expect(sessionStorage.getItem('dolbom.caregiver.requestKey.accept:12')).not.toBe(keys[0]);
  });
});

describe('accept step 1: the profile phone (PRODUCT.md "Phones")', () => {
  it('starts with the caregiver’s own phone, which she can change', async () => {
    const calls = installFakeApi((c) =>
      c.url === '/api/caregiver/mypage'
        ? {
            status: 200,
            body: {
              name: '박정숙',
              address: '서울 강남구 논현로 508',
              phone: '010-3456-7801',
              profileImage: null,
              resumeRegistered: true,
              jobOpen: true,
              savedEldersCount: 0,
              managerContactCount: 0,
              applyCount: 0,
            },
          }
        : c.method === 'POST'
          ? { status: 200, body: { title: '방문 요양', phone: '010-2345-6701' } }
          : undefined,
    );
    renderAccept();
    const phone = screen.getByLabelText('휴대전화 번호');
    await waitFor(() => expect(phone).toHaveValue('010-3456-7801'));
    await userEvent.clear(phone);
    await userEvent.type(phone, '01099998888');
    await userEvent.click(screen.getByRole('button', { name: '다음' }));
    await userEvent.click(screen.getByRole('button', { name: '수락하기' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ phone: '010-9999-8888', message: '' });
  });
});

describe('accept: the phone’s back button', () => {
  it('goes back one step (the step is in the URL), and from step 1 leaves', async () => {
    installFakeApi(() => undefined);
    renderRoute(<AcceptPage />, { route: '/accept/:contactId', path: '/accept/12', before: ['/contact/12'] });
    await toStepTwo();
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
    expect(where()).toBe('/accept/12?step=2');
    browserBack();
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
    expect(screen.getByLabelText('휴대전화 번호')).toHaveValue('010-1234-5678');
    browserBack();
    expect(where()).toBe('/contact/12');
  });

  it('reopened on step 2 without a phone, sending goes back to step 1 to ask for it', async () => {
    const calls = installFakeApi(() => undefined);
    renderRoute(<AcceptPage />, { route: '/accept/:contactId', path: '/accept/12?step=2' });
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '수락하기' }));
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
    expect(screen.getByText('휴대전화 번호를 확인해주세요')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

describe('accept/apply: a reload keeps the form', () => {
  it('keeps the phone and the message typed, on the step in the URL, until it is sent', async () => {
    installFakeApi(() => undefined);
    const first = renderAccept();
    await toStepTwo();
    await userEvent.type(screen.getByLabelText('메시지 (선택)'), '오전 방문 가능합니다. 연락 주세요.');
    first.unmount();
    renderRoute(<AcceptPage />, { route: '/accept/:contactId', path: '/accept/12?step=2' });
    expect(screen.getByLabelText('메시지 (선택)')).toHaveValue('오전 방문 가능합니다. 연락 주세요.');
    await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(screen.getByLabelText('휴대전화 번호')).toHaveValue('010-1234-5678');
  });
});

describe('accept: a contact that does not fit her resume (issue 30)', () => {
  // The field test's case: a 13–18시 job, accepted by a caregiver free 9–12 with no warning.
  const afternoons = Array.from({ length: 7 }, (_, d) =>
    d < 5 ? { start: '13:00:00', end: '18:00:00' } : null,
  );
  const misfit = contactDetailFixture({
    contactId: 12,
    fit: '월~금 오후가 맞지 않아요',
    fits: false,
    mismatches: ['월~금 오후가 맞지 않아요'],
    elder: elderInfoFixture({ schedule: afternoons }),
  });

  it('says what does not fit on the form, and asks once more before accepting', async () => {
    const calls = installFakeApi((c) =>
      c.url.startsWith('/api/caregiver/main?contact=12')
        ? { status: 200, body: misfit }
        : c.method === 'POST'
          ? { status: 200, body: { title: '방문 요양', phone: '010-2345-6701' } }
          : undefined,
    );
    renderAccept();
    const note = await screen.findByRole('note', { name: '내 조건과 맞지 않는 점이 있어요' });
    expect(note).toHaveTextContent('월~금 오후가 맞지 않아요');
    expect(note).toHaveTextContent('어르신 일정: 월~금 13:00~18:00');
    await toStepTwo();
    await userEvent.click(screen.getByRole('button', { name: '수락하기' }));
    const dialog = screen.getByRole('alertdialog', { name: '내 조건과 맞지 않는 점이 있어요' });
    expect(dialog).toHaveTextContent('월~금 오후가 맞지 않아요');
    expect(dialog).toHaveTextContent('그래도 수락할까요?');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    // 다시 볼게요 keeps her on the form; nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: '다시 볼게요' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    // She may still accept, knowing.
    await userEvent.click(screen.getByRole('button', { name: '수락하기' }));
    await userEvent.click(screen.getByRole('button', { name: '그래도 수락하기' }));
    await waitFor(() => expect(where()).toBe('/accept/complete'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('asks nothing more when the contact fits', async () => {
    const calls = installFakeApi((c) =>
      c.url.startsWith('/api/caregiver/main?contact=12')
        ? { status: 200, body: contactDetailFixture({ contactId: 12 }) }
        : c.method === 'POST'
          ? { status: 200, body: { title: '방문 요양', phone: '010-2345-6701' } }
          : undefined,
    );
    renderAccept();
    await toStepTwo();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '수락하기' }));
    await waitFor(() => expect(where()).toBe('/accept/complete'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
