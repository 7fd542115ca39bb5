import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, logUnexpected, type TablesInsert } from '@phrasebook/data';
import { storeChatMessages } from './chat-cache.ts';
import { chatMessageColumns, fetchChatMessages, type ChatMessage } from './chat-messages-query.ts';

/** A message to post, with its id made by the client so that a retry cannot post it twice. */
export type NewChatMessage = TablesInsert<'chat_message'> & { id: string; recipient_uid: string };

/**
 * Posts messages (RLS: only to friends, docs/product.md §6). A unique violation on the id
 * means an earlier attempt got through: those rows are read back instead.
 */
export async function postChatMessages(rows: NewChatMessage[]): Promise<ChatMessage[]> {
  const { data, error } = await getSupabase()
    .from('chat_message')
    .insert(rows)
    .select(chatMessageColumns);
  if (error?.code === '23505') return fetchChatMessages(rows.map((row) => row.id));
  if (error) throw error;
  return data;
}

/** Posts chat messages and puts them into the chat list and threads at once. */
export function usePostChatMessagesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postChatMessages,
    onSuccess: (messages) => storeChatMessages(queryClient, messages),
    onError: (error, rows) => {
      // RLS refusals (not friends) and check violations are expected; the rest is a bug.
      const code = (error as { code?: unknown }).code;
      if (code !== '42501' && code !== '23514') logUnexpected('post-chat-messages', error, rows);
    },
  });
}
