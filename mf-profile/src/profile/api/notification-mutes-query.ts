import { queryOptions } from '@tanstack/react-query';
import { getSupabase, userScope } from '@phrasebook/data';

/** The types of notification a learner can mute (public.notification_mute.type). */
export const NOTIFICATION_TYPES = [
  'friends',
  'recommendations',
  'requests',
  'recordings',
  'streaks',
  'corrections',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationMuteKeys = {
  mine: (uid: string) => [...userScope, 'notification-mutes', uid] as const,
};

/** The notification types I muted (docs/product.md "Notifications"). */
export function notificationMutesQuery(uid: string) {
  return queryOptions({
    queryKey: notificationMuteKeys.mine(uid),
    queryFn: async () => {
      const { data, error } = await getSupabase()
        .from('notification_mute')
        .select('type')
        .eq('uid', uid);
      if (error) throw error;
      return data.map((row) => row.type);
    },
  });
}
