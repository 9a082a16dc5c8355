import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { renderWithTheme } from '../../test-utils';
import { RouteToast, Toast, toastState } from '../toast';

describe('Toast', () => {
  it('says its message in a status region, with its action', async () => {
    const onClick = jest.fn();
    renderWithTheme(<Toast message="저장함에서 뺐어요" action={{ label: '되돌리기', onClick }} />);
    expect(screen.getByRole('status')).toHaveTextContent('저장함에서 뺐어요');
    await userEvent.click(screen.getByRole('button', { name: '되돌리기' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows nothing while there is no message', () => {
    renderWithTheme(<Toast message={null} />);
    expect(screen.getByRole('status', { hidden: true })).toBeEmptyDOMElement();
  });
});

describe('RouteToast', () => {
  function Sender() {
    const navigate = useNavigate();
    return (
      <button
        type="button"
        onClick={() => navigate('/', { replace: true, state: toastState('연락을 보냈어요') })}
      >
        완료하기
      </button>
    );
  }

  it('shows the message the screen was sent with, then hides it', async () => {
    jest.useFakeTimers();
    renderWithTheme(
      <MemoryRouter initialEntries={['/contact']}>
        <Routes>
          <Route path="/contact" element={<Sender />} />
          <Route path="/" element={<RouteToast ms={4000} />} />
        </Routes>
      </MemoryRouter>,
    );
    act(() => screen.getByRole('button', { name: '완료하기' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('연락을 보냈어요');
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByRole('status', { hidden: true })).toBeEmptyDOMElement();
    jest.useRealTimers();
  });
});
