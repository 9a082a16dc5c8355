import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DolbomThemeProvider } from '@dolbom/shared-ui';
import { StepCaregiver } from '../step-caregiver';
import { signupStore } from '../signup-store';
import { submitSignup } from '../submit-signup';
import { fakeResponse } from '../../../test-utils/fake-api';

const ADDRESS = {
  zonecode: '06220',
  roadAddress: '서울 강남구 역삼로 310',
  jibunAddress: '서울 강남구 역삼동 706-1',
  bcode: '1168010100',
};

beforeEach(() => {
  sessionStorage.clear();
  signupStore.getState().reset();
  signupStore.getState().update({
    type: '요양보호사',
    name: '김돌봄',
    phone: '010-1234-5678',
    address: ADDRESS,
  });
});

function renderStep() {
  const onNext = jest.fn();
  render(
    <DolbomThemeProvider>
      <StepCaregiver onNext={onNext} />
    </DolbomThemeProvider>,
  );
  return onNext;
}

describe('sign-up step 3 (요양보호사): 출생 연도', () => {
  it('is required, four digits, and within 1940 … this year − 18', async () => {
    const onNext = renderStep();
    const next = screen.getByRole('button', { name: '다음' });
    await userEvent.click(next);
    expect(await screen.findByText('출생 연도를 입력해주세요.')).toBeInTheDocument();
    expect(onNext).not.toHaveBeenCalled();

    const field = screen.getByLabelText('출생 연도');
    await userEvent.type(field, '1930');
    await userEvent.click(next);
    expect(await screen.findByText('출생 연도를 4자리로 확인해주세요. (예: 1962)')).toBeInTheDocument();
    expect(onNext).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, `${new Date().getFullYear() - 10}`);
    await userEvent.click(next);
    expect(onNext).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, '19년6a2');
    expect(field).toHaveValue('1962');
    await userEvent.click(next);
    expect(screen.queryByText(/출생 연도를/)).not.toBeInTheDocument();
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(signupStore.getState().draft.birthYear).toBe('1962');
  });

  it('is sent with the registration as a number', async () => {
    let body: Record<string, unknown> = {};
    globalThis.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      body = JSON.parse(String(init?.body)) as Record<string, unknown>;
      return fakeResponse({ status: 201, body: { userId: 3, uploadToken: 't', uploadTokenExpiresAt: '' } });
    }) as unknown as typeof fetch;
    const draft = { ...signupStore.getState().draft, id: 'newcare01', birthYear: '1962' };
    await submitSignup(draft, null);
    expect(body.birthYear).toBe(1962);
  });
});

describe('sign-up step 3: messages follow the fields (issue 30)', () => {
  it('takes a message away as soon as its field is right, without pressing 다음 again', async () => {
    signupStore.getState().update({ name: '', phone: '010-12' });
    renderStep();
    await userEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByText('이름을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('휴대전화 번호를 확인해주세요')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('이름'), '김돌봄');
    expect(screen.queryByText('이름을 입력해주세요.')).not.toBeInTheDocument();
    expect(screen.getByText('휴대전화 번호를 확인해주세요')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('휴대전화 번호'), '345678');
    expect(screen.queryByText('휴대전화 번호를 확인해주세요')).not.toBeInTheDocument();
  });
});
