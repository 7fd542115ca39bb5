import { Alert, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@phrasebook/ui';
import {
  NOTIFICATION_TYPES,
  notificationMutesQuery,
  type NotificationType,
} from '../api/notification-mutes-query.ts';
import { useSetNotificationMuteMutation } from '../api/set-notification-mute.ts';
import classes from './notification-mutes-section.module.css';

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
 * saved as it is switched. Buttons with the switch role rather than Mantine's Switch: the
 * choice controls are a part the profile's first load would carry for this alone
 * (docs/performance.md), as with the answer buttons. The page does not wait for them: on a
 * first visit their read would come after the screen's code, a round trip more before the
 * page is drawn, so the switches show, disabled, until it answers.
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
          <UnstyledButton
            key={type}
            role="switch"
            aria-checked={on}
            aria-labelledby={`mute-${type}-label`}
            aria-describedby={`mute-${type}`}
            className={classes.row}
            disabled={!muted || pending !== null}
            onClick={() =>
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
          >
            <span className={classes.text}>
              <Text size="sm" fw={500} component="span" id={`mute-${type}-label`}>
                {label}
              </Text>{' '}
              <Text size="xs" c="dimmed" component="span" id={`mute-${type}`}>
                {description}
              </Text>
            </span>
            <span className={classes.track} data-on={on || undefined} aria-hidden>
              <span className={classes.thumb} />
            </span>
          </UnstyledButton>
        );
      })}
    </Stack>
  );
}
