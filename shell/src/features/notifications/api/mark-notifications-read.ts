import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@phrasebook/data';
import { notificationKeys } from './notification-keys.ts';
import type { NotificationItem } from './notification-list-query.ts';

/**
 * Marks some of my notifications read, or all of them (`ids` null): the list and the count
 * change at once; the database's broadcast of the update brings my other devices along.
 */
export function useMarkNotificationsReadMutation(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[] | null) => {
      const { error } = await getSupabase().rpc('mark_notifications_read', {
        ...(ids ? { ids } : {}),
      });
      if (error) throw error;
    },
    onMutate: (ids) => {
      const readAt = new Date().toISOString();
      queryClient.setQueryData<NotificationItem[]>(notificationKeys.list(uid), (items) =>
        items?.map((item) =>
          item.read_at === null && (ids === null || ids.includes(item.id))
            ? { ...item, read_at: readAt }
            : item,
        ),
      );
      queryClient.setQueryData<number>(notificationKeys.unread(uid), (count) =>
        ids === null ? 0 : count,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unread(uid) }),
    meta: { errorToast: 'Could not mark your notifications read' },
  });
}
