import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { avatarUrl, type Friendship } from '@phrasebook/data';
import { UserAvatar } from '@phrasebook/ui';

export interface FriendPickerProps {
  friends: Friendship[];
  value: string[];
  onChange: (uids: string[]) => void;
}

/** Ticks the friends to send something to. */
export function FriendPicker({ friends, value, onChange }: FriendPickerProps) {
  const all = value.length === friends.length;
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600} size="sm" id="friend-picker-label">
          Send to
        </Text>
        <Checkbox
          size="xs"
          label="All friends"
          checked={all}
          indeterminate={value.length > 0 && !all}
          onChange={() => onChange(all ? [] : friends.map((f) => f.uid))}
        />
      </Group>
      <Checkbox.Group value={value} onChange={onChange} aria-labelledby="friend-picker-label">
        <Stack gap={6}>
          {friends.map((friend) => (
            <Checkbox
              key={friend.uid}
              value={friend.uid}
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
      </Checkbox.Group>
    </Stack>
  );
}
