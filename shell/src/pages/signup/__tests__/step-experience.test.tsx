import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DolbomThemeProvider } from '@dolbom/shared-ui';
import { StepExperience } from '../step-experience';
import { signupStore } from '../signup-store';
import { submitSignup } from '../submit-signup';
import { fakeResponse } from '../../../test-utils/fake-api';

beforeEach(() => {
  sessionStorage.clear();
  signupStore.getState().reset();
});

function renderStep() {
  const onNext = jest.fn();
  render(
    <DolbomThemeProvider>
      <StepExperience onNext={onNext} />
    </DolbomThemeProvider>,
  );
  return onNext;
}

describe('sign-up step 4: a current job (issue 30)', () => {
  it('takes 현재 근무 중 instead of an end date and sends it', async () => {
    const onNext = renderStep();
    const user = userEvent.setup();
    const entry = screen.getByRole('region', { name: '경력 1' });
    await user.type(within(entry).getByLabelText('시작일'), '20190301');
    await user.type(within(entry).getByLabelText('하신 일'), '방문 요양');
    await user.type(within(entry).getByLabelText('근무한 곳'), '행복요양센터');
    await user.click(within(entry).getByRole('checkbox', { name: '현재 근무 중' }));
    expect(within(entry).getByLabelText('종료일')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(onNext).toHaveBeenCalled();

    const sent: unknown[] = [];
    globalThis.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return fakeResponse({ status: 201, body: { userId: 1, uploadToken: 't', uploadTokenExpiresAt: '' } });
    }) as unknown as typeof fetch;
    await submitSignup({ ...signupStore.getState().draft, type: '요양보호사' }, null);
    expect(sent[0]).toMatchObject({
      experience: [
        { startDate: '2019-03-01', endDate: '', work: '방문 요양', center: '행복요양센터', current: true },
      ],
    });
  });

  it('names what an unfinished entry lacks, and each message goes once its field is right', async () => {
    const onNext = renderStep();
    const user = userEvent.setup();
    const entry = screen.getByRole('region', { name: '경력 1' });
    await user.type(within(entry).getByLabelText('시작일'), '20190301');
    await user.type(within(entry).getByLabelText('하신 일'), '방문 요양');
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(onNext).not.toHaveBeenCalled();
    expect(screen.getByText('종료일을 입력하거나 ‘현재 근무 중’을 선택해주세요.')).toBeInTheDocument();
    expect(screen.getByText('근무한 곳을 입력해주세요.')).toBeInTheDocument();
    await user.type(within(entry).getByLabelText('근무한 곳'), '행복요양센터');
    expect(screen.queryByText('근무한 곳을 입력해주세요.')).not.toBeInTheDocument();
    await user.type(within(entry).getByLabelText('종료일'), '20221231');
    expect(screen.queryByText(/종료일을 입력하거나/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(onNext).toHaveBeenCalled();
  });
});
