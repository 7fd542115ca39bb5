import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@phrasebook/data';
import { notificationMuteKeys, type NotificationType } from './notification-mutes-query.ts';

export interface NotificationMuteChange {
  uid: string;
  type: NotificationType;
  muted: boolean;
}

/**
 * Mutes or unmutes one type of notification: a row in notification_mute means the database
 * writes none of that type for me. Saved as soon as it is switched, like the review settings.
 */
export function useSetNotificationMuteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ uid, type, muted }: NotificationMuteChange) => {
      const table = getSupabase().from('notification_mute');
      const { error } = muted
        ? await table.upsert({ uid, type }, { ignoreDuplicates: true })
        : await table.delete().eq('uid', uid).eq('type', type);
      if (error) throw error;
    },
    onSuccess: (_, { uid, type, muted }) =>
      queryClient.setQueryData<string[]>(notificationMuteKeys.mine(uid), (types = []) =>
        muted ? [...new Set([...types, type])] : types.filter((each) => each !== type),
      ),
    meta: { errorToast: 'Could not save your notification settings' },
  });
}
