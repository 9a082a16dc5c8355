import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { MessageThread, type MessageThreadProps } from '../message-thread';

const at = '2026-11-27T01:00:00.000Z';
function setup(overrides: Partial<MessageThreadProps> = {}) {
  const props: MessageThreadProps = {
    otherName: '김복지 사회복지사',
    messages: [
      { messageId: 1, mine: true, text: '안녕하세요', hidden: false, createdAt: at },
      { messageId: 2, mine: false, text: '네 반가워요', hidden: false, createdAt: at },
      { messageId: 3, mine: true, text: '내일 뵐게요', hidden: false, createdAt: at },
    ],
    pending: [],
    otherReadUpTo: 1,
    hasOlder: false,
    loadingOlder: false,
    onOlder: jest.fn(),
    onSend: jest.fn(),
    onRetry: jest.fn(),
    onDiscard: jest.fn(),
    maxLength: 500,
    validate: (text) => (text.trim() === '' ? '메시지를 입력해주세요.' : undefined),
    ...overrides,
  };
  renderWithTheme(<MessageThread {...props} />);
  return props;
}

beforeEach(() => sessionStorage.clear());

it('marks 읽음 under my last message the other side has read, and only there', () => {
  setup();
  expect(screen.getAllByText('읽음')).toHaveLength(1);
  const first = screen.getByText('안녕하세요').closest('div')!;
  expect(first).toHaveTextContent('읽음');
});

it('Enter inserts a line break; 보내기 sends the text trimmed and empties the box', async () => {
  const user = userEvent.setup();
  const props = setup();
  const box = screen.getByLabelText('메시지');
  await user.type(box, ' 첫 줄{Enter}둘째 줄 ');
  expect(props.onSend).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: '보내기' }));
  expect(props.onSend).toHaveBeenCalledWith('첫 줄\n둘째 줄');
  expect(box).toHaveValue('');
});

it('says what is wrong under the box and keeps nothing from being sent', async () => {
  const user = userEvent.setup();
  const props = setup();
  await user.click(screen.getByRole('button', { name: '보내기' }));
  expect(screen.getByRole('alert')).toHaveTextContent('메시지를 입력해주세요.');
  expect(props.onSend).not.toHaveBeenCalled();
});

it('shows a failed message with 다시 보내기, and one being sent as 보내는 중', async () => {
  const user = userEvent.setup();
  const props = setup({
    pending: [
      { key: 'a', text: '가는 중', status: 'sending' },
      {
        key: 'b',
        text: '실패한 말',
        status: 'failed',
        error: '네트워크 연결을 확인한 뒤 다시 시도해주세요.',
      },
    ],
  });
  expect(screen.getByText('보내는 중')).toBeInTheDocument();
  expect(screen.getByText('실패한 말')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '다시 보내기' }));
  expect(props.onRetry).toHaveBeenCalledWith('b');
});

it('a read-only conversation says why instead of offering the box', () => {
  setup({ readOnlyText: '끝난 연결의 대화예요. 새 메시지는 보낼 수 없어요.' });
  expect(screen.queryByLabelText('메시지')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('끝난 연결의 대화예요');
});

it('a hidden message shows that an operator hid it, never its text', () => {
  setup({
    messages: [{ messageId: 9, mine: false, text: '', hidden: true, createdAt: at }],
  });
  expect(screen.getByText('운영자가 가린 메시지예요.')).toBeInTheDocument();
});
