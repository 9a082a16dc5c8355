import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { FullPageMessage } from '../full-page-message';
import { InfoCard } from '../info-card';
import { TitleBlock } from '../title-block';

describe('FullPageMessage', () => {
  it('shows the title as the page heading, the body and the action; alerts only when asked', async () => {
    const onRetry = jest.fn();
    const { rerender } = renderWithTheme(
      <FullPageMessage mark="!" title="화면을 불러오지 못했어요" body="잠시 후 다시 시도해주세요." />,
    );
    expect(screen.getByRole('heading', { level: 1, name: '화면을 불러오지 못했어요' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(
      <FullPageMessage
        role="alert"
        tone="danger"
        mark="!"
        title="화면을 불러오지 못했어요"
        action={<button onClick={onRetry}>다시 시도</button>}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('화면을 불러오지 못했어요');
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('InfoCard and TitleBlock', () => {
  it('render their title as a heading with the text under it', () => {
    renderWithTheme(
      <>
        <TitleBlock label="맞춤 요양보호사" title="김영희 어르신" />
        <InfoCard title="반가워요">연락이 이곳에 모여요.</InfoCard>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '김영희 어르신' })).toBeInTheDocument();
    expect(screen.getByText('맞춤 요양보호사')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '반가워요' })).toBeInTheDocument();
    expect(screen.getByText('연락이 이곳에 모여요.')).toBeInTheDocument();
  });
});
