import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobReviewState } from '@dolbom/shared-api/contracts';
import { renderWithTheme } from '../../test-utils';
import { ReviewPanel } from '../review-panel';

const state = (over: Partial<JobReviewState> = {}): JobReviewState => ({
  jobId: 7,
  side: 'caregiver',
  state: 'open',
  opensOn: null,
  revealAt: null,
  otherWritten: false,
  aboutName: '강남개포재가노인복지센터',
  aboutId: 3,
  mine: null,
  theirs: null,
  ...over,
});

describe('ReviewPanel', () => {
  it('asks every question before sending, counts the characters and sends the answers', async () => {
    const onWrite = jest.fn().mockResolvedValue(null);
    renderWithTheme(<ReviewPanel review={state()} onWrite={onWrite} />);
    await userEvent.click(screen.getByRole('button', { name: '후기 보내기' }));
    expect(onWrite).not.toHaveBeenCalled();
    expect(screen.getAllByText('1점부터 5점 중에서 골라주세요.')).toHaveLength(3);
    expect(screen.getByText('예 또는 아니요를 골라주세요.')).toBeInTheDocument();

    const groups = screen.getAllByRole('radiogroup');
    await userEvent.click(within(groups[0]!).getByRole('radio', { name: '5' }));
    await userEvent.click(within(groups[1]!).getByRole('radio', { name: '4' }));
    await userEvent.click(within(groups[2]!).getByRole('radio', { name: '3' }));
    await userEvent.click(within(groups[3]!).getByRole('radio', { name: '아니요' }));
    await userEvent.type(screen.getByLabelText(/하고 싶은 말/), ' 고마웠어요 ');
    expect(screen.getByText('7/200')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '후기 보내기' }));
    expect(onWrite).toHaveBeenCalledWith({ ratings: [5, 4, 3], again: false, text: '고마웠어요' });
  });

  it('waits for the other side, then shows both, the other’s with 신고', async () => {
    const mine = {
      reviewId: 1,
      jobId: 7,
      from: 'caregiver' as const,
      mine: true,
      ratings: [5, 5, 4],
      again: true,
      text: '좋았어요',
      hidden: false,
      createdAt: '2026-11-01T00:00:00.000Z',
    };
    const { rerender } = renderWithTheme(
      <ReviewPanel
        review={state({ state: 'waiting', mine, revealAt: '2026-11-15T00:00:00.000Z' })}
        onWrite={jest.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('상대방의 후기를 기다리고 있어요.');
    expect(screen.getByRole('status')).toHaveTextContent('11월 15일');
    const onReport = jest.fn();
    const theirs = { ...mine, reviewId: 2, from: 'manager' as const, mine: false, text: '성실하셨어요' };
    rerender(
      <ReviewPanel
        review={state({ state: 'visible', mine, theirs })}
        onWrite={jest.fn()}
        onReport={onReport}
      />,
    );
    const card = screen.getByRole('article', { name: '강남개포재가노인복지센터의 후기' });
    expect(card).toHaveTextContent('시간 약속5점');
    await userEvent.click(within(card).getByRole('button', { name: '신고' }));
    expect(onReport).toHaveBeenCalledWith(2);
  });
});
