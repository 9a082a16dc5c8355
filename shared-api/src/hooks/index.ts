// SWR-based hooks shared by the shell and both remotes (a separate shared module so /login skips swr).
export { ApiProvider, swrConfig } from './swr-config';
export { useUser } from './use-user';
export { useLogout } from './use-logout';
export {
  conversationsKey,
  messagesKey,
  useConversation,
  useConversations,
  type ConversationRole,
  type PendingMessage,
} from './use-conversation';
export {
  contractKey,
  downloadContractPdf,
  useAskContractChange,
  useContract,
  useJobContract,
  useSignContract,
  type ContractRole,
} from './use-contract';
export { withQuery, keysUnder } from './swr-keys';
