import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { EmptyState } from '../empty-state';
import { ErrorState } from '../error-state';
import { SkeletonList } from '../skeleton';
import { Spinner } from '../spinner';

describe('list states', () => {
  it('EmptyState shows its message, description and action', () => {
    renderWithTheme(
      <EmptyState message="아직 연락이 없어요" description="설명" action={<button>이력서 등록</button>} />,
    );
    expect(screen.getByText('아직 연락이 없어요')).toBeInTheDocument();
    expect(screen.getByText('설명')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '이력서 등록' })).toBeInTheDocument();
  });

  it('ErrorState has a default message and 다시 시도 calls onRetry', async () => {
    const onRetry = jest.fn();
    renderWithTheme(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('정보를 불러오지 못했어요');
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('SkeletonList renders n cards and announces loading', () => {
    const { container } = renderWithTheme(<SkeletonList count={4} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveTextContent('불러오는 중');
    expect(container.querySelectorAll('[role="status"] > div')).toHaveLength(4);
  });

  it('Spinner with a label is a status', () => {
    renderWithTheme(<Spinner label="불러오는 중" />);
    expect(screen.getByRole('status')).toHaveTextContent('불러오는 중');
  });
});
