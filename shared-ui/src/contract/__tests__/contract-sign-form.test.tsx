import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTRACT_MESSAGES } from '@dolbom/shared-api/contracts';
import { renderWithTheme } from '../../test-utils';
import { ContractSignForm } from '../contract-sign-form';

/** A pad of 300 × 120 px at the page's top left (jsdom lays nothing out). */
function sizePad(pad: HTMLElement) {
  pad.getBoundingClientRect = () =>
    ({ left: 0, top: 0, width: 300, height: 120, right: 300, bottom: 120, x: 0, y: 0 }) as DOMRect;
}
function draw(pad: HTMLElement, points: Array<[number, number]>) {
  const [first, ...rest] = points;
  fireEvent.pointerDown(pad, { pointerId: 1, clientX: first![0], clientY: first![1] });
  for (const [x, y] of rest) fireEvent.pointerMove(pad, { pointerId: 1, clientX: x, clientY: y });
  fireEvent.pointerUp(pad, { pointerId: 1 });
}

describe('ContractSignForm', () => {
  beforeAll(() => {
    // jsdom has no canvas: the pad draws nothing, the strokes are what counts.
    HTMLCanvasElement.prototype.getContext = (() => null) as never;
    // jsdom has no PointerEvent either: a mouse event carries the coordinates the pad reads.
    if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: MouseEvent });
  });

  it('asks for her own name and a drawing before sending anything', async () => {
    const onSign = jest.fn().mockResolvedValue(undefined);
    renderWithTheme(<ContractSignForm signerName="박정숙" version={2} onSign={onSign} />);
    await userEvent.click(screen.getByRole('button', { name: '서명하기' }));
    expect(screen.getByText(CONTRACT_MESSAGES.name)).toBeInTheDocument();
    expect(screen.getByText(CONTRACT_MESSAGES.signature)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('이름을 적어주세요'), '김복지');
    await userEvent.click(screen.getByRole('button', { name: '서명하기' }));
    expect(screen.getByText(CONTRACT_MESSAGES.nameMismatch)).toBeInTheDocument();
    expect(onSign).not.toHaveBeenCalled();
  });

  it('sends the typed name and the strokes in the 1000 × 400 box once, however often it is tapped', async () => {
    let finish: () => void = () => undefined;
    const onSign = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithTheme(<ContractSignForm signerName="박정숙" version={2} onSign={onSign} />);
    await userEvent.type(screen.getByLabelText('이름을 적어주세요'), '박 정숙');
    const pad = screen.getByRole('img', { name: '서명 칸' });
    sizePad(pad);
    draw(pad, [
      [30, 90],
      [90, 30],
      [150, 90],
    ]);
    expect(pad).toHaveAttribute('data-strokes', '1');
    const button = screen.getByRole('button', { name: '서명하기' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(onSign).toHaveBeenCalledTimes(1));
    expect(onSign).toHaveBeenCalledWith(
      {
        version: 2,
        name: '박 정숙',
        strokes: [
          [
            [100, 300],
            [300, 100],
            [500, 300],
          ],
        ],
      },
      expect.any(String),
    );
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: '서명하기' })).toBeEnabled());
  });
});
