import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderWithTheme } from '../../test-utils';
import { TextField } from '../text-field';

describe('TextField', () => {
  it('labels the input', () => {
    renderWithTheme(<TextField label="아이디" placeholder="아이디를 입력해주세요" />);
    expect(screen.getByLabelText('아이디')).toHaveAttribute('placeholder', '아이디를 입력해주세요');
  });

  it('shows an error as an alert and marks the input invalid', () => {
    renderWithTheme(<TextField label="아이디" error="사용할 수 없는 아이디입니다" />);
    const input = screen.getByLabelText('아이디');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('사용할 수 없는 아이디입니다');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('사용할 수 없는 아이디입니다');
  });

  it('shows a success message without an alert', () => {
    renderWithTheme(<TextField label="아이디" success="사용 가능한 아이디입니다." />);
    expect(screen.getByText('사용 가능한 아이디입니다.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('아이디')).not.toHaveAttribute('aria-invalid');
  });

  it('counts characters against maxLength', async () => {
    renderWithTheme(<TextField label="자기소개" maxLength={50} showCounter />);
    expect(screen.getByText('0/50')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('자기소개'), '안녕하세요');
    expect(screen.getByText('5/50')).toBeInTheDocument();
  });

  it('counts a controlled value', () => {
    renderWithTheme(
      <TextField label="메시지" maxLength={50} showCounter value="열두 글자 메시지입니다." readOnly />,
    );
    expect(screen.getByText('13/50')).toBeInTheDocument();
  });

  it('forwards ref, onChange and the right-side element', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = jest.fn();
    renderWithTheme(
      <TextField
        ref={ref}
        name="password"
        type="password"
        label="비밀번호"
        onChange={onChange}
        right={<button type="button">확인</button>}
      />,
    );
    await userEvent.type(screen.getByLabelText('비밀번호'), 'ab');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(ref.current?.value).toBe('ab');
    expect(ref.current).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: '확인' })).toBeInTheDocument();
  });
});
