export {
  CHAT_TEXT_MAX,
  chatComposerSchema,
  chatTextMessages,
  chatTextSchema,
} from './chat-text.ts';
export { correctionMessages, correctionProblem } from './correction.ts';
export {
  NO_MESSAGES_YET,
  acceptedRecommendationIds,
  chatMessageTypes,
  chatPartner,
  chatSummary,
  chatSummaryTexts,
  compareChatMessages,
  mergeChatMessage,
  threadWith,
} from './chat-message.ts';
export type { ChatMessageCore, ChatMessageType } from './chat-message.ts';
export { chatList, totalUnread, unreadByFriend } from './chat-list.ts';
export type { ChatFriend, ChatListEntry } from './chat-list.ts';
export { shareTargetOf } from './share-target.ts';
export type { ShareTarget } from './share-target.ts';
