import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatKeys, getSupabase, type unreadChatsQuery } from '@phrasebook/data';

type UnreadRow = Awaited<
  ReturnType<NonNullable<ReturnType<typeof unreadChatsQuery>['queryFn']>>
>[number];

/**
 * Opening a thread marks it read up to the newest message shown (mark_chat_read). The count
 * drops at once in the list and the navigation badge; a refetch then confirms it.
 */
export function useMarkChatReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ friendUid, upTo }: { friendUid: string; upTo: string }) => {
      const { error } = await getSupabase().rpc('mark_chat_read', {
        friend_uid: friendUid,
        read_up_to: upTo,
      });
      if (error) throw error;
    },
    onSuccess: async (_, { friendUid, upTo }) => {
      queryClient.setQueryData<UnreadRow[]>(chatKeys.unread(), (old) =>
        old?.filter(
          (row) =>
            row.friend_uid !== friendUid || Date.parse(row.newest_unread_at) > Date.parse(upTo),
        ),
      );
      await queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
    },
  });
}
