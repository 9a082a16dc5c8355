// @dolbom/shared-ui/conversation — the 대화 screens' list and thread (issue 32). A shared module of its own,
// loaded only with those screens (docs/adr/0046-first-load-split-shared-code.md). The tab's icon with the
// unread count (ChatTabIcon) is drawn on every home, so it stays in '@dolbom/shared-ui'.
export { MessageThread } from './message-thread';
export type { MessageThreadProps, ThreadMessage, ThreadPending } from './message-thread';
export { ConversationList } from './conversation-list';
export type { ConversationListItem, ConversationListProps } from './conversation-list';
