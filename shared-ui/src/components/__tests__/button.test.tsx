import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderWithTheme } from '../../test-utils';
import { Button } from '../button';

describe('Button', () => {
  it('calls onClick once per tap', async () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>로그인하기</Button>);
    await userEvent.click(screen.getByRole('button', { name: '로그인하기' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading, shows busy state and ignores further taps', async () => {
    const onClick = jest.fn();
    const { rerender } = renderWithTheme(<Button onClick={onClick}>제출</Button>);
    const button = screen.getByRole('button', { name: '제출' });
    await userEvent.click(button);
    rerender(
      <Button onClick={onClick} loading>
        제출
      </Button>,
    );
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await userEvent.dblClick(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a loading submit button does not submit its form', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          완료하기
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: '완료하기' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disabled blocks clicks', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button onClick={onClick} disabled>
        다음
      </Button>,
    );
    const button = screen.getByRole('button', { name: '다음' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards ref and native props, type button by default', () => {
    const ref = createRef<HTMLButtonElement>();
    renderWithTheme(
      <Button ref={ref} variant="outline" size="medium" aria-label="저장" data-x="1">
        저장
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: '저장' }));
    expect(ref.current).toHaveAttribute('type', 'button');
    expect(ref.current).toHaveAttribute('data-x', '1');
  });
});
