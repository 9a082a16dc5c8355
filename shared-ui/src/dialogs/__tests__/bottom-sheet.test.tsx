import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { BottomSheet } from '../bottom-sheet';

describe('BottomSheet', () => {
  it('is a named dialog with its content', () => {
    renderWithTheme(
      <BottomSheet open onClose={jest.fn()} title="접근 권한 안내">
        <p>위치 접근</p>
      </BottomSheet>,
    );
    expect(screen.getByRole('dialog', { name: '접근 권한 안내' })).toHaveTextContent('위치 접근');
  });

  it('closes on a backdrop tap, Escape and the close button', async () => {
    const onClose = jest.fn();
    renderWithTheme(
      <BottomSheet open onClose={onClose} title="제목">
        <p>내용</p>
      </BottomSheet>,
    );
    await userEvent.click(screen.getByText('내용'));
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = document.querySelector<HTMLElement>('[data-dialog-backdrop]');
    expect(backdrop).not.toBeNull();
    await userEvent.click(backdrop as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
