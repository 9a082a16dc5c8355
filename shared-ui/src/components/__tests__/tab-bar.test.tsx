import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { IconHome, IconPerson } from '../../icons';
import { renderWithTheme } from '../../test-utils';
import { TabBar } from '../tab-bar';

const items = [
  { path: '/', label: '홈', icon: <IconHome /> },
  { path: '/near', label: '근처 어르신', icon: <IconHome /> },
  { path: '/mypage', label: '내 정보', icon: <IconPerson /> },
];

describe('TabBar', () => {
  it('marks only the current tab with aria-current', () => {
    renderWithTheme(
      <MemoryRouter initialEntries={['/near']}>
        <TabBar items={items} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '근처 어르신' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '홈' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: '내 정보' })).toHaveAttribute('href', '/mypage');
  });

  it('home is active on /', () => {
    renderWithTheme(
      <MemoryRouter initialEntries={['/']}>
        <TabBar items={items} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
  });
});
