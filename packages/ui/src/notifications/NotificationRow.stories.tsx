import { Stack } from '@mantine/core';
import type { Meta, StoryObj } from '../../storybook/types.ts';
import { RelativeTime } from '../RelativeTime/index.ts';
import { UserAvatar } from '../UserAvatar/index.ts';
import { NotificationRow, type NotificationRowProps } from './NotificationRow.tsx';
import type { NotificationKind } from './notification-text.ts';

const now = '2026-12-05T12:00:00Z';

const meta = {
  title: 'Notifications/NotificationRow',
  component: NotificationRow,
  args: {
    kind: 'friend_invited',
    actorName: 'Priya',
    avatar: <UserAvatar username="Priya" size={36} decorative />,
    time: <RelativeTime date="2026-12-05T11:55:00Z" now={now} size="xs" />,
    unread: true,
    href: '#',
  },
  // Each kind unread, then read.
  render: (args: NotificationRowProps) => (
    <Stack gap="xs" maw={420} component="ul" style={{ listStyle: 'none', padding: 0 }}>
      <li>
        <NotificationRow {...args} unread />
      </li>
      <li>
        <NotificationRow
          {...args}
          unread={false}
          time={<RelativeTime date="2026-12-04T09:00:00Z" now={now} size="xs" />}
        />
      </li>
    </Stack>
  ),
} satisfies Meta<typeof NotificationRow>;

export default meta;
type Story = StoryObj<typeof meta>;

const of = (kind: NotificationKind): Story => ({ args: { kind } });

export const FriendInvited = of('friend_invited');
export const FriendAccepted = of('friend_accepted');
export const RecommendationReceived = of('recommendation_received');
export const RecommendationAccepted = of('recommendation_accepted');
export const RequestAnswered = of('request_answered');
export const RecordingAsked = of('recording_asked');
export const RecordingMade = of('recording_made');
export const StreakInvited = of('streak_invited');
export const StreakAccepted = of('streak_accepted');
export const StreakDeclined = of('streak_declined');
export const StreakEnded = of('streak_ended');
export const CorrectionReceived = of('correction_received');
export const CorrectionCarded = of('correction_carded');
/** A friend whose name is long wraps inside the row. */
export const LongName: Story = {
  args: {
    actorName: 'Maximiliano-Fernández',
    avatar: <UserAvatar username="Maximiliano-Fernández" size={36} decorative />,
  },
};
export const Light: Story = { args: { kind: 'recording_made' }, globals: { colorScheme: 'light' } };
