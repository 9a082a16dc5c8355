import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { Header } from '../header';

describe('Header', () => {
  it('shows the title as h1 and a back button calling onBack', async () => {
    const onBack = jest.fn();
    renderWithTheme(<Header title="회원가입" onBack={onBack} right={<span>오른쪽</span>} />);
    expect(screen.getByRole('heading', { level: 1, name: '회원가입' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(screen.getByText('오른쪽')).toBeInTheDocument();
  });

  it('has no back button without onBack', () => {
    renderWithTheme(<Header title="내 정보" />);
    expect(screen.queryByRole('button', { name: '뒤로 가기' })).not.toBeInTheDocument();
  });
});
