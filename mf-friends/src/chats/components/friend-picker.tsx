import { useId } from 'react';
import { avatarUrl } from '@phrasebook/data';
import { type Friendship } from '../../shared/api/friendship.ts';
import { Group, Stack, Text, Checkbox } from '@mantine/core';
import { UserAvatar } from '@phrasebook/ui';

export interface FriendPickerProps {
  friends: Friendship[];
  value: string[];
  onChange: (uids: string[]) => void;
}

/** Ticks the friends to send something to. */
export function FriendPicker({ friends, value, onChange }: FriendPickerProps) {
  const all = value.length === friends.length;
  const labelId = useId();
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600} size="sm" id={labelId}>
          Send to
        </Text>
        {/* The friends' size, not a smaller one: a thumb's target beside the heading. */}
        <Checkbox
          size="md"
          label="All friends"
          checked={all}
          indeterminate={value.length > 0 && !all}
          onChange={() => onChange(all ? [] : friends.map((f) => f.uid))}
        />
      </Group>
      <Stack gap={6} role="group" aria-labelledby={labelId}>
        {friends.map((friend) => (
          // 24 px boxes, WCAG 2.5.8's minimum target without counting the label.
          <Checkbox
            size="md"
            key={friend.uid}
            value={friend.uid}
            checked={value.includes(friend.uid)}
            onChange={(event) =>
              onChange(
                event.currentTarget.checked
                  ? [...value, friend.uid]
                  : value.filter((uid) => uid !== friend.uid),
              )
            }
            label={
              <Group gap="xs" wrap="nowrap">
                <UserAvatar
                  username={friend.username}
                  src={avatarUrl(friend.avatar_path)}
                  size={24}
                  decorative
                />
                <span>{friend.username}</span>
              </Group>
            }
          />
        ))}
      </Stack>
    </Stack>
  );
}
