import { act, fireEvent, screen } from '@testing-library/react';
import { renderRoute } from '@dolbom/shared-ui/testing';
import { FilterBar } from '../filter-bar';

describe('FilterBar: 거리 and 정렬 live in the URL', () => {
  it('keeps both when the second is chosen before the page renders again (a slow phone)', () => {
    renderRoute(<FilterBar />, { path: '/' });
    // Both changes in one batch: the second one runs before React renders the first.
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: '거리' }), { target: { value: '5' } });
      fireEvent.change(screen.getByRole('combobox', { name: '정렬' }), { target: { value: '3' } });
    });
    const where = screen.getByRole('status', { name: '현재 위치' });
    expect(where).toHaveTextContent('range=5');
    expect(where).toHaveTextContent('order=3');
    expect(screen.getByRole('combobox', { name: '거리' })).toHaveValue('5');
    expect(screen.getByRole('combobox', { name: '정렬' })).toHaveValue('3');
  });
});
