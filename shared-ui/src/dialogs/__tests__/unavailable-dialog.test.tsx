import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { UnavailableDialog } from '../unavailable-dialog';

describe('UnavailableDialog', () => {
  it('shows the spec text and one 확인 button that closes it', async () => {
    const onClose = jest.fn();
    renderWithTheme(<UnavailableDialog open onClose={onClose} />);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('해당 기능은 현재 제공되지 않으며, 추후 업데이트될 예정입니다');
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
