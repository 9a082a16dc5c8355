import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { ReportSheet, type ReportSheetOutcome } from '../report-sheet';

const reasons = [
  { value: 'A', label: '연락처·정보가 사실과 달라요' },
  { value: 'B', label: '기타' },
] as const;

describe('ReportSheet', () => {
  it('is a named sheet with the reasons as big choices, free text and one submit button', () => {
    renderWithTheme(
      <ReportSheet
        open
        onClose={jest.fn()}
        reasons={reasons}
        onSubmit={jest.fn()}
        maxText={200}
        intro="이유를 골라주세요."
      />,
    );
    expect(screen.getByRole('dialog', { name: '신고하기' })).toHaveTextContent('이유를 골라주세요.');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByLabelText(/자세한 내용/)).toHaveAttribute('maxlength', '200');
    expect(screen.getByRole('button', { name: '신고하기' })).toBeInTheDocument();
  });

  it('sends once on a double tap and shows what the remote answers', async () => {
    let answer: (o: ReportSheetOutcome) => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<ReportSheetOutcome>((resolve) => (answer = resolve)));
    renderWithTheme(
      <ReportSheet open onClose={jest.fn()} reasons={reasons} onSubmit={onSubmit} maxText={200} />,
    );
    await userEvent.click(screen.getByRole('radio', { name: '기타' }));
    await userEvent.type(screen.getByLabelText(/자세한 내용/), '말이 거칠어요');
    const submit = screen.getByRole('button', { name: '신고하기' });
    await userEvent.dblClick(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'B', text: '말이 거칠어요' });
    answer({ ok: false, message: '잠시 후 다시 시도해주세요.', fields: { text: '내용을 확인해주세요.' } });
    expect(await screen.findByText('잠시 후 다시 시도해주세요.')).toBeInTheDocument();
    expect(screen.getByText('내용을 확인해주세요.')).toBeInTheDocument();
    // Typing again clears the message about what was typed before.
    await userEvent.type(screen.getByLabelText(/자세한 내용/), '.');
    expect(screen.queryByText('내용을 확인해주세요.')).not.toBeInTheDocument();
  });
});
