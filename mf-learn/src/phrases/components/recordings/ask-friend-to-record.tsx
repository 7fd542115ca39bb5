import { useMutation, useQuery } from '@tanstack/react-query';
import { IconUserShare } from '@tabler/icons-react';
import { Button } from '@mantine/core';
import { askToRecord, friendsToAskQuery } from '@phrasebook/data/recordings';
import { Menu, toast } from '@phrasebook/ui';

/**
 * "Ask <friend> to record this": a chat message the friend answers by recording; friends who
 * speak the phrase's language fluently come first.
 */
export function AskFriendToRecord({
  uid,
  phraseId,
  lang,
}: {
  uid: string;
  phraseId: string;
  lang: string;
}) {
  const friends = useQuery(friendsToAskQuery(uid));
  const ask = useMutation({
    mutationFn: (friend: { uid: string; username: string }) =>
      askToRecord({ myUid: uid, friendUid: friend.uid, phraseId, lang }),
    onSuccess: (_done, friend) => toast.success(`Asked ${friend.username} to record this`),
    onError: (error) => toast.error(error.message),
  });
  const levelOf = (known: { lang: string; level: string }[]) =>
    known.find((entry) => entry.lang === lang)?.level;
  const list = [...(friends.data ?? [])].sort(
    (a, b) =>
      Number(levelOf(b.languagesKnown) === 'fluent') -
        Number(levelOf(a.languagesKnown) === 'fluent') || a.username.localeCompare(b.username),
  );
  if (list.length === 0) return null;
  return (
    <Menu position="bottom-start">
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconUserShare size={16} aria-hidden />}
          loading={ask.isPending}
        >
          Ask a friend to record
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {list.map((friend) => {
          const level = levelOf(friend.languagesKnown);
          return (
            <Menu.Item key={friend.uid} onClick={() => ask.mutate(friend)}>
              Ask {friend.username} to record this{level ? ` (${level})` : ''}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
