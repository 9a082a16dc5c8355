import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DolbomThemeProvider } from '@dolbom/shared-ui';
import { StepAccount } from '../step-account';
import { signupStore } from '../signup-store';

// The server is faked at the network layer: validateID answers 200 for 'freeuser1' and 409 otherwise.
const calls: string[] = [];
beforeEach(() => {
  calls.length = 0;
  sessionStorage.clear();
  signupStore.getState().reset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  globalThis.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const { id } = JSON.parse(String(init?.body)) as { id: string };
    calls.push(id);
    const ok = id === 'freeuser1';
    const body = ok ? { available: true } : { message: '사용할 수 없는 아이디입니다', code: 'CONFLICT' };
    return {
      ok,
      status: ok ? 200 : 409,
      headers: { get: () => null },
      json: async () => body,
      text: async () => JSON.stringify(body),
    };
  }) as unknown as typeof fetch;
});

function renderStep() {
  const onNext = jest.fn();
  render(
    <DolbomThemeProvider>
      <StepAccount onNext={onNext} />
    </DolbomThemeProvider>,
  );
  return onNext;
}

describe('sign-up step 1', () => {
  it('checks the id: invalid, unchecked, taken, available, and editing resets the check', async () => {
    renderStep();
    const id = screen.getByLabelText('아이디');
    const check = screen.getByRole('button', { name: '중복확인' });
    await userEvent.type(id, 'short');
    expect(screen.getByText('8~20자의 영문소문자와 숫자만 입력 가능합니다.')).toBeInTheDocument();
    expect(check).toBeDisabled();
    await userEvent.clear(id);
    await userEvent.type(id, 'takenuser1');
    expect(screen.getByText('중복확인을 해주세요')).toBeInTheDocument();
    await userEvent.click(check);
    expect(await screen.findByText('사용할 수 없는 아이디입니다')).toBeInTheDocument();
    await userEvent.clear(id);
    await userEvent.type(id, 'freeuser1');
    expect(screen.getByText('중복확인을 해주세요')).toBeInTheDocument();
    await userEvent.click(check);
    expect(await screen.findByText('사용 가능한 아이디입니다.')).toBeInTheDocument();
    await userEvent.type(id, '2');
    expect(screen.getByText('중복확인을 해주세요')).toBeInTheDocument();
    expect(calls).toEqual(['takenuser1', 'freeuser1']);
  });

  it('enables 다음 only with both consents, then checks every field with the spec messages', async () => {
    const onNext = renderStep();
    const next = screen.getByRole('button', { name: '다음' });
    expect(next).toBeDisabled();
    await userEvent.click(screen.getByLabelText('[필수] 개인정보 수집 및 이용 동의'));
    expect(next).toBeDisabled();
    await userEvent.click(screen.getByLabelText('[필수] 서비스 이용약관 동의'));
    expect(screen.getByLabelText('전체 동의하기')).toBeChecked();
    await userEvent.click(next);
    expect(screen.getByText('회원 유형을 선택해주세요.')).toBeInTheDocument();
    expect(
      screen.getByText('10~20자의 영문, 숫자, 특수문자를 모두 포함한 비밀번호를 입력해주세요'),
    ).toBeInTheDocument();
    expect(onNext).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('아이디'), 'freeuser1');
    await userEvent.click(screen.getByRole('button', { name: '중복확인' }));
    await screen.findByText('사용 가능한 아이디입니다.');
    await userEvent.type(screen.getByLabelText('비밀번호'), 'onlyletters');
    await userEvent.type(screen.getByLabelText('비밀번호 확인'), 'different1!');
    await userEvent.click(screen.getByRole('radio', { name: '요양보호사' }));
    await userEvent.click(next);
    expect(
      screen.getByText('10~20자의 영문, 숫자, 특수문자를 모두 포함한 비밀번호를 입력해주세요'),
    ).toBeInTheDocument();
    expect(screen.getByText('비밀번호가 일치하지 않습니다.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('비밀번호'));
    await userEvent.type(screen.getByLabelText('비밀번호'), 'dolbom123!');
    await userEvent.clear(screen.getByLabelText('비밀번호 확인'));
    await userEvent.type(screen.getByLabelText('비밀번호 확인'), 'dolbom123!');
    await userEvent.click(next);
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(signupStore.getState().draft).toMatchObject({
      id: 'freeuser1',
      type: '요양보호사',
      agreeTerms: true,
    });
  });
});
