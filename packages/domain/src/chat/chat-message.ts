import { compareInstants } from '../format/instants.ts';

/**
 * docs/product.md §3 chat_message: the kinds of message, ours ('text') included, and those of
 * asking a friend to record a phrase ('recording_made' is written only by the database), and a
 * friend's correction of my text message (docs/product.md "Corrections").
 */
export const chatMessageTypes = [
  'text',
  'recommendation',
  'request',
  'accepted',
  'recording_request',
  'recording_made',
  'correction',
] as const;
export type ChatMessageType = (typeof chatMessageTypes)[number];

/** The fields of a chat_message row the chat rules read. */
export interface ChatMessageCore {
  id: string;
  sender_uid: string;
  recipient_uid: string;
  created_at: string;
  message_type: string;
  message: string | null;
  related_message_id?: string | null;
}

/** The other person of a message, seen from `myUid`. */
export function chatPartner(
  message: Pick<ChatMessageCore, 'sender_uid' | 'recipient_uid'>,
  myUid: string,
) {
  return message.sender_uid === myUid ? message.recipient_uid : message.sender_uid;
}

/**
 * Oldest first; messages of the same instant by id, so every screen (and both people) see
 * one order.
 */
export function compareChatMessages(a: ChatMessageCore, b: ChatMessageCore): number {
  const byTime = compareInstants(a.created_at, b.created_at);
  return byTime !== 0 ? byTime : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Adds a message to an ordered list, or replaces the copy with the same id (a message can
 * arrive twice: from the sender's own request and from realtime). Returns a new list.
 */
export function mergeChatMessage<T extends ChatMessageCore>(list: readonly T[], message: T): T[] {
  const rest = list.filter((existing) => existing.id !== message.id);
  let at = rest.length;
  while (at > 0 && compareChatMessages(rest[at - 1]!, message) > 0) at--;
  return [...rest.slice(0, at), message, ...rest.slice(at)];
}

/** My conversation with one friend, oldest first. */
export function threadWith<T extends ChatMessageCore>(
  messages: readonly T[],
  friendUid: string,
): T[] {
  return messages
    .filter((m) => m.sender_uid === friendUid || m.recipient_uid === friendUid)
    .sort(compareChatMessages);
}

/** Ids of the recommendations that have been accepted (an 'accepted' message points at each). */
export function acceptedRecommendationIds(messages: readonly ChatMessageCore[]): Set<string> {
  const ids = new Set<string>();
  for (const m of messages) {
    if (m.message_type === 'accepted' && m.related_message_id) ids.add(m.related_message_id);
  }
  return ids;
}

/**
 * docs/product.md §2 chat list: what a friend's structured message says in the list, under the
 * friend's name. The spec's three are lower case, as the rest of the name's sentence; the kinds
 * added since are worded the same way, so that one list does not mix the two.
 */
export const chatSummaryTexts = {
  recommendation: 'sent a recommendation',
  request: 'requested a card',
  accepted: 'accepted your recommendation',
  recording_request: 'asked you to record a phrase',
  recording_made: 'recorded a phrase for you',
  correction: 'suggested a correction',
} as const;

/** The same, for what I sent. */
const mySummaryTexts = {
  recommendation: 'You sent a recommendation',
  request: 'You requested a card',
  accepted: 'You accepted a recommendation',
  recording_request: 'You asked to record a phrase',
  recording_made: 'You recorded a phrase',
  correction: 'You suggested a correction',
} as const;

type StructuredType = keyof typeof mySummaryTexts;
const isStructured = (type: string): type is StructuredType => Object.hasOwn(mySummaryTexts, type);

/** docs/product.md §2: shown when a conversation has no message yet. */
export const NO_MESSAGES_YET = 'No messages yet';

/** A chat list's line: `lead` ('You: ') goes before `text`, which is set apart from it. */
export interface ChatSummary {
  lead?: string;
  text: string;
}

/**
 * One line about a message for the chat list: the spec's phrases for structured messages,
 * the text itself for plain ones (led by 'You: ' when I wrote it: the text may read right to
 * left, and must not take the lead's direction).
 */
export function chatSummary(
  message: ChatMessageCore | null | undefined,
  myUid: string,
): ChatSummary {
  if (!message) return { text: NO_MESSAGES_YET };
  const mine = message.sender_uid === myUid;
  const type = message.message_type;
  if (isStructured(type)) {
    return { text: mine ? mySummaryTexts[type] : chatSummaryTexts[type] };
  }
  const text = (message.message ?? '').replace(/\s+/g, ' ').trim();
  return mine ? { lead: 'You: ', text } : { text };
}
