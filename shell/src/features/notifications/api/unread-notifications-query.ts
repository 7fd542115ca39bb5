import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '@phrasebook/data';
import { notificationKeys } from './notification-keys.ts';

/** How many of my notifications are unread: the bell's count (a HEAD request, no rows). */
export function unreadNotificationsQuery(uid: string) {
  return queryOptions({
    queryKey: notificationKeys.unread(uid),
    queryFn: async () => {
      const { count, error } = await getSupabase()
        .from('notification')
        .select('id', { count: 'exact', head: true })
        .eq('uid', uid)
        .is('read_at', null);
      if (error) throw error;
      return count ?? 0;
    },
  });
}
