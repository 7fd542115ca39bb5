import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from '@phrasebook/data';
import { mergeChatMessage } from '@phrasebook/domain';
import type { ChatMessage } from './chat-messages-query.ts';

/** Puts messages into the one cached list of my messages (in order, each once). */
export function storeChatMessages(queryClient: QueryClient, messages: ChatMessage[]): void {
  queryClient.setQueryData<ChatMessage[]>(chatKeys.list(), (old) =>
    old ? messages.reduce(mergeChatMessage, old) : old,
  );
}

/**
 * Sets my card for a phrase on every message that recommends it. Its writers (accepting a
 * recommendation, the chat's status control) change the phrase's recognise card (issue #46).
 */
export function storeCardForPhrase(
  queryClient: QueryClient,
  phraseId: string,
  { id, status }: { id: string; status: string },
): void {
  const card = { id, status, direction: 'recognise' };
  queryClient.setQueryData<ChatMessage[]>(chatKeys.list(), (old) =>
    old?.map((m) =>
      m.phrase && m.phrase.id === phraseId ? { ...m, phrase: { ...m.phrase, cards: [card] } } : m,
    ),
  );
}

/** A plain text message straight from a realtime row: it has nothing to embed. */
export function textMessageFromRow(row: Record<string, unknown>): ChatMessage | null {
  const text = (key: string) => (typeof row[key] === 'string' ? (row[key] as string) : null);
  const id = text('id');
  const sender = text('sender_uid');
  const recipient = text('recipient_uid');
  const createdAt = text('created_at');
  if (!id || !sender || !recipient || !createdAt || row['message_type'] !== 'text') return null;
  return {
    id,
    sender_uid: sender,
    recipient_uid: recipient,
    created_at: createdAt,
    message_type: 'text',
    lang: text('lang'),
    message: text('message'),
    phrase_id: null,
    request_id: null,
    related_message_id: null,
    recording_id: null,
    phrase: null,
    request: null,
  };
}
