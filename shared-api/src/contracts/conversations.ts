// 대화 (issue 32, PRODUCT.md "Conversation"): one conversation per connection (its id is the connection's),
// text messages between the caregiver and the manager, unread counts and read marks. The bodies the
// message box checks and the server repeats, and the answers of every route (docs/conversations-api.md).
import { z } from 'zod';
import { pageQuerySchema } from './page';
import { recordIdSchema, textProblem, TEXT_MESSAGES } from './primitives';

/** A message is 1–500 characters (PRODUCT.md). */
export const MESSAGE_MAX = 500;
/** Messages one person may send in a minute, over all conversations. */
export const MESSAGES_PER_MINUTE = 30;
/** A conversation stays readable this long after its connection or job ended, then it is deleted. */
export const CONVERSATION_KEEP_DAYS = 90;
/** At most one SMS (and one push) per conversation and recipient in this window while it is unread. */
export const MESSAGE_SMS_QUIET_MINUTES = 30;
/** Messages in one page of a conversation. */
export const MESSAGE_PAGE_SIZE = 30;

export const CONVERSATION_MESSAGES = {
  conversation: '대화 번호를 확인해주세요.',
  empty: '메시지를 입력해주세요.',
  tooLong: `메시지는 ${MESSAGE_MAX}자 안으로 적어주세요.`,
  notText: '메시지를 다시 입력해주세요.',
  before: '불러올 위치를 확인해주세요.',
  upTo: '읽은 메시지 번호를 확인해주세요.',
  readOnly: '끝난 연결의 대화예요. 새 메시지는 보낼 수 없어요.',
  tooMany: '메시지를 너무 자주 보내고 있어요. 잠시 후 다시 보내주세요.',
  hideReason: '가리는 이유를 200자 안으로 적어주세요.',
  /** What push and SMS say: never the text, a name or a number. */
  push: '새 메시지가 도착했어요. 돌봄이음에서 확인해주세요.',
  /** Shown instead of a message an operator hid. */
  hidden: '운영자가 가린 메시지예요.',
} as const;
const M = CONVERSATION_MESSAGES;

/**
 * A message's text: trimmed, line ends as `\n`, 1–500 characters, no control characters other than the
 * line break and not only invisible ones (the text rules of every field, with newlines allowed).
 */
export const messageTextSchema = z
  .string({ error: M.empty })
  .transform((s) => s.replace(/\r\n?/g, '\n').trim())
  .refine((s) => s.length > 0, M.empty)
  .refine((s) => s.length <= MESSAGE_MAX, M.tooLong)
  .refine((s) => textProblem(s.replace(/\n/g, ' ')) !== 'control', TEXT_MESSAGES.control)
  .refine((s) => textProblem(s.replace(/\n/g, ' ')) !== 'invisible', TEXT_MESSAGES.invisible);

export const conversationIdParamsSchema = z.object({
  conversationId: recordIdSchema(M.conversation),
});
export const messageIdParamsSchema = z.object({ messageId: recordIdSchema(M.conversation) });

/** POST /api/{role}/conversations/{id}/messages */
export const sendMessageBodySchema = z.object({ text: messageTextSchema });
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;

/** GET /api/{role}/conversations/{id}/messages?before= — the newest page first, then older ones. */
export const messagesQuerySchema = z.object({
  before: recordIdSchema(M.before).optional(),
});

/** POST /api/{role}/conversations/{id}/read — read up to this message (default: the newest). */
export const readBodySchema = z.object({ upTo: recordIdSchema(M.upTo).optional() }).default({});

/** POST /api/admin/messages/{id}/hide */
export const hideMessageBodySchema = z.object({
  reason: z.string({ error: M.hideReason }).trim().min(1, M.hideReason).max(200, M.hideReason),
});

/** A message as an operator reads it: hidden ones keep their text and say why. */
export const operatorMessageSchema = z.object({
  messageId: z.number().int(),
  from: z.enum(['caregiver', 'manager']),
  text: z.string(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  createdAt: z.string(),
});
/** GET /api/admin/messages/{id} and POST …/hide: a reported message with the messages around it. */
export const messageContextSchema = z.object({
  conversationId: z.number().int(),
  caregiverName: z.string(),
  managerName: z.string(),
  centerName: z.string(),
  reported: operatorMessageSchema,
  messages: z.array(operatorMessageSchema),
});
export type MessageContext = z.infer<typeof messageContextSchema>;

export const messageSchema = z.object({
  messageId: z.number().int(),
  conversationId: z.number().int(),
  /** `caregiver` or `manager`: who wrote it. */
  from: z.enum(['caregiver', 'manager']),
  mine: z.boolean(),
  /** The text, or '' when an operator hid it (`hidden`). */
  text: z.string(),
  hidden: z.boolean(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSummarySchema = z.object({
  conversationId: z.number().int(),
  connectionId: z.number().int(),
  /** The other side: her real name for a manager; the manager's name for a caregiver (`탈퇴한 회원` after deletion). */
  otherName: z.string(),
  centerName: z.string(),
  /** What it is about: the elder's name for the manager, the posting's title for the caregiver. */
  about: z.string(),
  lastMessage: messageSchema.nullable(),
  unread: z.number().int(),
  /** The connection (and its job) ended: readable, no new messages. */
  readOnly: z.boolean(),
  /** ISO time after which it is no longer kept (readOnly only). */
  keptUntil: z.string().nullable(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** GET /api/{role}/conversations?page=&size= : those with a message first, newest activity first. */
export const conversationListQuerySchema = pageQuerySchema;
export const conversationListSchema = z.object({
  content: z.array(conversationSummarySchema),
  totalElements: z.number().int(),
  unreadTotal: z.number().int(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

export const messagePageSchema = z.object({
  conversation: conversationSummarySchema,
  /** Oldest first; the newest page when `before` is not given. */
  messages: z.array(messageSchema),
  /** Older messages exist: ask again with `before` = the first message's id. */
  hasOlder: z.boolean(),
  /** The other side has read my messages up to this id (읽음). */
  otherReadUpTo: z.number().int(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const readMarkSchema = z.object({ upTo: z.number().int(), unreadTotal: z.number().int() });
export type ReadMark = z.infer<typeof readMarkSchema>;

/**
 * What the notification stream sends (`event: message`) to both parties when a message is written or
 * read: the message (absent for a read mark), the conversation's unread count and the reader's total.
 */
export interface MessageStreamEvent {
  conversationId: number;
  message?: Message;
  /** The other side read up to this id. */
  otherReadUpTo?: number;
  unread: number;
  unreadTotal: number;
}
