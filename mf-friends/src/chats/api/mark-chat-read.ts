import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatKeys, getSupabase, type unreadChatsQuery } from '@phrasebook/data';
import { compareInstants } from '@phrasebook/domain';

type UnreadRow = Awaited<
  ReturnType<NonNullable<ReturnType<typeof unreadChatsQuery>['queryFn']>>
>[number];

/**
 * Opening a thread marks it read up to the newest message shown (mark_chat_read). The count
 * drops at once in the list and the navigation badge.
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
      const rows = queryClient.getQueryData<UnreadRow[]>(chatKeys.unread());
      const row = rows?.find((r) => r.friend_uid === friendUid);
      // Everything counted is now read: drop the row. Only when something newer than what was
      // shown is counted does the count need asking again.
      if (rows && row && compareInstants(row.newest_unread_at, upTo) <= 0) {
        queryClient.setQueryData<UnreadRow[]>(
          chatKeys.unread(),
          rows.filter((r) => r !== row),
        );
      } else {
        await queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
      }
    },
  });
}
