import { useQueryClient } from '@tanstack/react-query';
import { chatKeys, logUnexpected, recordingKeys, useRealtimeChanges } from '@phrasebook/data';
import { storeChatMessages, textMessageFromRow } from './chat-cache.ts';
import { fetchChatMessages } from './chat-messages-query.ts';

/**
 * Messages arrive live in both directions (docs/product.md §2 Chats): every message sent to
 * me, and mine from other tabs and devices (or written by the server, such as the 'accepted'
 * reply to a recommendation), goes into the chat list at once. A plain text row is shown as
 * it comes; a structured one is read back with its phrase or request first. A request to
 * record or its answer (the database's 'recording_made', when the friend saves the recording)
 * also refreshes the open requests and the phrase's recordings, which the answer's player reads.
 */
export function useChatLive(myUid: string): void {
  const queryClient = useQueryClient();
  useRealtimeChanges(
    `chats:${myUid}`,
    [
      { table: 'chat_message', event: 'INSERT', filter: `recipient_uid=eq.${myUid}` },
      { table: 'chat_message', event: 'INSERT', filter: `sender_uid=eq.${myUid}` },
    ],
    {
      onChange: (payload) => {
        const row = payload.new as Record<string, unknown>;
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
        const type = row['message_type'];
        if (type === 'recording_request' || type === 'recording_made') {
          void queryClient.invalidateQueries({ queryKey: recordingKeys.openRequests() });
        }
        if (type === 'recording_made' && typeof row['phrase_id'] === 'string') {
          void queryClient.invalidateQueries({ queryKey: recordingKeys.phrase(row['phrase_id']) });
        }
        if (row['recipient_uid'] === myUid) {
          void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
        }
      },
      onSubscribed: () => {
        void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
        void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
      },
    },
  );
}
