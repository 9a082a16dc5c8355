import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils';
import { Checkbox } from '../checkbox';

function Controlled() {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox label="아이디 저장하기" checked={checked} onChange={(e) => setChecked(e.target.checked)} />
  );
}

describe('Checkbox', () => {
  it('toggles by clicking the label and by the keyboard', async () => {
    renderWithTheme(<Controlled />);
    const box = screen.getByRole('checkbox', { name: '아이디 저장하기' });
    await userEvent.click(screen.getByText('아이디 저장하기'));
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });
});
