import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { BookmarkButton } from '../bookmark-button';
import { TaskTags } from '../task-tags';
import { ToggleSwitch } from '../toggle-switch';

describe('care pieces', () => {
  it('TaskTags lists 일상 이동 식사 배변 in order and says which are off', () => {
    renderWithTheme(
      <TaskTags label="필요한 돌봄" tasks={{ meal: true, toileting: false, mobility: false, daily: true }} />,
    );
    const items = within(screen.getByRole('list', { name: '필요한 돌봄' })).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['일상', '이동 해당 없음', '식사', '배변 해당 없음']);
    // Issue 30: said to the eye too, not only to screen readers (no visually-hidden clip).
    for (const off of screen.getAllByText('해당 없음')) {
      const style = window.getComputedStyle(off);
      expect([style.position, style.clip, style.width]).not.toContain('absolute');
      expect(style.clip).not.toBe('rect(0, 0, 0, 0)');
    }
  });

  it('BookmarkButton is a pressed toggle named 저장 that does not reach the card around it', async () => {
    const onToggle = jest.fn();
    const onCard = jest.fn();
    renderWithTheme(
      <div onClick={onCard}>
        <BookmarkButton saved={false} onToggle={onToggle} />
      </div>,
    );
    const button = screen.getByRole('button', { name: '저장' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(onCard).not.toHaveBeenCalled();
  });

  it('ToggleSwitch is a switch that reports the flipped value', async () => {
    const onChange = jest.fn();
    renderWithTheme(
      <ToggleSwitch checked label="구인 공개" onChange={onChange}>
        구인 공개
      </ToggleSwitch>,
    );
    const sw = screen.getByRole('switch', { name: '구인 공개' });
    expect(sw).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(sw);
    expect(onChange).toHaveBeenCalledWith(false);
  });
});
