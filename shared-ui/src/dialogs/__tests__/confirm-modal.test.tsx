import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { ConfirmModal, splitLines } from '../confirm-modal';

describe('ConfirmModal', () => {
  it('splits content on <br>, <br/>, <br /> and \\n', () => {
    expect(splitLines('하나<br>둘<br/>셋<BR />넷\n다섯')).toEqual(['하나', '둘', '셋', '넷', '다섯']);
    expect(splitLines('하나\\n둘')).toEqual(['하나', '둘']);
  });

  it('renders a modal dialog with one paragraph per line and default labels', () => {
    renderWithTheme(
      <ConfirmModal
        open
        title="거절하시겠어요?"
        content={'거절하면<br>되돌릴 수 없어요\n정말요?'}
        onClose={jest.fn()}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: '거절하시겠어요?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByText('거절하면').tagName).toBe('P');
    expect(screen.getByText('되돌릴 수 없어요')).toBeInTheDocument();
    expect(screen.getByText('정말요?')).toBeInTheDocument();
    expect(screen.queryByText(/<br>/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '취소' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '확인' })).toBeInTheDocument();
  });

  it('moves focus into the dialog and its buttons call the handlers', async () => {
    const onLeft = jest.fn();
    const onRight = jest.fn();
    renderWithTheme(
      <ConfirmModal
        open
        title="t"
        content="c"
        leftLabel="아니요"
        rightLabel="거절하기"
        onLeft={onLeft}
        onRight={onRight}
        onClose={jest.fn()}
      />,
    );
    expect(screen.getByRole('alertdialog')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: '아니요' }));
    await userEvent.click(screen.getByRole('button', { name: '거절하기' }));
    expect(onLeft).toHaveBeenCalledTimes(1);
    expect(onRight).toHaveBeenCalledTimes(1);
  });

  it('Escape and the left button default close it', async () => {
    const onClose = jest.fn();
    renderWithTheme(<ConfirmModal open title="t" onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab inside the dialog', async () => {
    renderWithTheme(<ConfirmModal open title="t" onClose={jest.fn()} />);
    const cancel = screen.getByRole('button', { name: '취소' });
    const ok = screen.getByRole('button', { name: '확인' });
    expect(cancel).toHaveFocus();
    await userEvent.tab();
    expect(ok).toHaveFocus();
    await userEvent.tab();
    expect(cancel).toHaveFocus();
  });

  it('renders nothing when closed and gives focus back after closing', () => {
    const { rerender } = renderWithTheme(
      <>
        <button>열기</button>
        <ConfirmModal open={false} title="t" onClose={jest.fn()} />
      </>,
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    const opener = screen.getByRole('button', { name: '열기' });
    opener.focus();
    rerender(
      <>
        <button>열기</button>
        <ConfirmModal open title="t" onClose={jest.fn()} />
      </>,
    );
    expect(opener).not.toHaveFocus();
    rerender(
      <>
        <button>열기</button>
        <ConfirmModal open={false} title="t" onClose={jest.fn()} />
      </>,
    );
    expect(opener).toHaveFocus();
  });
});
