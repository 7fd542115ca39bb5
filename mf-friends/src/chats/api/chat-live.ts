import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { chatKeys, logUnexpected, recordingKeys, useLiveCatchUp } from '@phrasebook/data';
import { storeChatMessages, textMessageFromRow } from './chat-cache.ts';
import {
  fetchChatMessages,
  fetchChatMessagesSince,
  type ChatMessage,
} from './chat-messages-query.ts';

/**
 * A request to record or its answer (the database's 'recording_made', when the friend saves
 * the recording) also refreshes the open requests and the phrase's recordings, which the
 * answer's player reads.
 */
function refreshRecordings(
  queryClient: QueryClient,
  message: { message_type?: unknown; phrase_id?: unknown },
) {
  const type = message.message_type;
  if (type === 'recording_request' || type === 'recording_made') {
    void queryClient.invalidateQueries({ queryKey: recordingKeys.openRequests() });
  }
  if (type === 'recording_made' && typeof message.phrase_id === 'string') {
    void queryClient.invalidateQueries({ queryKey: recordingKeys.phrase(message.phrase_id) });
  }
}

/** The newest message held: the list is oldest first. */
function newestHeld(queryClient: QueryClient): string | undefined {
  return queryClient.getQueryData<ChatMessage[]>(chatKeys.list())?.at(-1)?.created_at;
}

/**
 * Messages arrive live in both directions (docs/product.md §2 Chats): every message sent to
 * me, and mine from other tabs and devices (or written by the server, such as the 'accepted'
 * reply to a recommendation), goes into the chat list and its thread at once (the
 * `chat_message` broadcast). A plain text row is shown as it comes; a structured one is read
 * back with its phrase or request first. What a dropped connection or a sleeping tab missed
 * is read from the newest message held on (docs/architecture.md, live views).
 */
export function useChatLive(myUid: string): void {
  const queryClient = useQueryClient();
  useLiveCatchUp<ChatMessage>(myUid, {
    name: 'chat-messages',
    events: ['chat_message'],
    onBroadcast: (row) => {
      const text = textMessageFromRow(row);
      if (text) storeChatMessages(queryClient, [text]);
      else if (typeof row['id'] === 'string') {
        fetchChatMessages([row['id']])
          .then((messages) => storeChatMessages(queryClient, messages))
          .catch((error: unknown) => {
            logUnexpected('chat-live-fetch', error, { id: row['id'] });
            void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
          });
      }
      refreshRecordings(queryClient, row);
    },
    fetchSince: async (since) => {
      if (since !== null) return fetchChatMessagesSince(myUid, since);
      // Nothing held yet: the list's own load reads it all.
      await queryClient.invalidateQueries({ queryKey: chatKeys.list() });
      return [];
    },
    merge: (messages) => {
      const held = new Set(
        queryClient.getQueryData<ChatMessage[]>(chatKeys.list())?.map((m) => m.id),
      );
      storeChatMessages(queryClient, messages);
      for (const message of messages) {
        if (!held.has(message.id)) refreshRecordings(queryClient, message);
      }
    },
    cursorOf: (message) => message.created_at,
    newestHeld: () => newestHeld(queryClient),
  });
}
