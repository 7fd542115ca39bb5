import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@phrasebook/ui';
import {
  NOTIFICATION_TYPES,
  notificationMutesQuery,
  type NotificationType,
} from '../api/notification-mutes-query.ts';
import { useSetNotificationMuteMutation } from '../api/set-notification-mute.ts';
import { SwitchRow } from './switch-row.tsx';

const types: Record<NotificationType, { label: string; description: string }> = {
  friends: { label: 'Friends', description: 'Invitations, and invitations accepted' },
  recommendations: {
    label: 'Recommendations',
    description: 'Phrases recommended to you, and yours added to a deck',
  },
  requests: { label: 'Card requests', description: 'Answers to your card requests' },
  recordings: { label: 'Recordings', description: 'Asked of you, and made for you' },
  streaks: { label: 'Shared streaks', description: 'Invitations, answers and endings' },
  corrections: {
    label: 'Corrections',
    description: 'Corrections of your messages, and yours made into cards',
  },
};

/**
 * One switch per type of notification (docs/product.md "Notifications"), on unless muted,
 * saved as it is switched. The page does not wait for them: on a first visit their read would
 * come after the screen's code, a round trip more before the page is drawn, so the switches
 * show, disabled, until it answers.
 */
export function NotificationMutesSection({ uid }: { uid: string }) {
  const { data: muted, error } = useQuery(notificationMutesQuery(uid));
  const save = useSetNotificationMuteMutation();
  if (!muted && error) {
    return (
      <Alert color="red" title="Could not load your notification settings">
        {error.message}
      </Alert>
    );
  }
  return (
    <Stack gap="xs" role="group" aria-label="Notify me of" aria-busy={!muted}>
      {NOTIFICATION_TYPES.map((type) => {
        const pending = save.isPending && save.variables.type === type ? save.variables : null;
        const on = pending ? !pending.muted : Boolean(muted && !muted.includes(type));
        const { label, description } = types[type];
        return (
          <SwitchRow
            key={type}
            label={label}
            description={description}
            on={on}
            disabled={!muted || pending !== null}
            onToggle={() =>
              save.mutate(
                { uid, type, muted: on },
                {
                  onSuccess: () =>
                    toast.success(
                      on ? `${label} notifications are muted` : `${label} notifications are on`,
                    ),
                },
              )
            }
          />
        );
      })}
    </Stack>
  );
}
