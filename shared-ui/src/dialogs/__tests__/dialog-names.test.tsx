import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithTheme } from '../../test-utils';
import { Header } from '../../components/header';
import { TabBar } from '../../components/tab-bar';
import { BottomSheet } from '../bottom-sheet';
import { ConfirmModal } from '../confirm-modal';

// axe: every dialog has a name (aria-dialog-name); one banner per page; body text ≥ 16px.
describe('accessible names and landmarks', () => {
  it('a confirm dialog without a title is named by its text', () => {
    renderWithTheme(<ConfirmModal open content="지원을 취소할까요?" onClose={jest.fn()} />);
    expect(screen.getByRole('alertdialog', { name: '지원을 취소할까요?' })).toBeInTheDocument();
  });

  it('a bottom sheet without a title takes a label', () => {
    renderWithTheme(
      <BottomSheet open onClose={jest.fn()} label="정렬 고르기">
        <p>내용</p>
      </BottomSheet>,
    );
    expect(screen.getByRole('dialog', { name: '정렬 고르기' })).toBeInTheDocument();
  });

  it('a header inside a dialog is not a second banner', () => {
    renderWithTheme(
      <>
        <Header title="페이지" />
        <Header title="주소 검색" banner={false} />
      </>,
    );
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: '주소 검색' })).toBeInTheDocument();
  });

  it('the sheet close button does not shrink beside a long title', () => {
    renderWithTheme(
      <BottomSheet open onClose={jest.fn()} title="돌봄이음 이용을 위해 접근 권한을 허용해주세요">
        <p>내용</p>
      </BottomSheet>,
    );
    expect(screen.getByRole('button', { name: '닫기' })).toHaveStyle({
      flexShrink: '0',
      width: '48px',
      height: '48px',
    });
  });

  it('tab labels are body text, 16px at least', () => {
    renderWithTheme(
      <MemoryRouter>
        <TabBar items={[{ path: '/', label: '홈', icon: null }]} />
      </MemoryRouter>,
    );
    // Sizes are in rem so 글자 크기 scales them; jsdom does not resolve rem, so do it at the default 16px root.
    const raw = getComputedStyle(screen.getByRole('link', { name: '홈' })).fontSize;
    const size = raw.endsWith('rem') ? parseFloat(raw) * 16 : parseFloat(raw);
    expect(size).toBeGreaterThanOrEqual(16);
  });
});
