import { lazy, Suspense } from 'react';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { currentQueryData, useSignedInUser } from '@phrasebook/data';
import { signedInLoader } from '@phrasebook/platform';
import { friendsQuery } from '../../shared/api/friends-query.ts';
import { groupFriendships } from '@phrasebook/domain';
import { openRecordingRequestsQuery } from '../api/open-recording-requests-query.ts';
import { InvitationsSection, InvitedSection } from '../components/pending-lists.tsx';
import { PersonRow } from '../components/person-row.tsx';
import { RecordingRequestsSection } from '../components/recording-requests-section.tsx';
import { RelationActions } from '../components/relation-actions.tsx';
import { SectionBlock } from '../components/section-block.tsx';

// The page's weight is held (docs/performance.md): the shared streaks, their actions and the
// day's notice load with the first friend's row, and only then read friend_streaks().
const FriendRowStreak = lazy(() => import('../../shared/components/friend-row-streak.tsx'));

// What a notification is about is marked out of date when it comes (the shell's bell): the
// screen it leads to waits for it rather than showing what it held (currentQueryData).
export const loader = signedInLoader(({ queryClient, user }) =>
  Promise.all([
    currentQueryData(queryClient, friendsQuery(user.id), { showKeptCopy: true }),
    currentQueryData(queryClient, openRecordingRequestsQuery(user.id), { showKeptCopy: true }),
  ]),
);

/**
 * /friends: my friends (avatar, username, languages, a chat link), then the people I invited
 * ('invited', with cancel) and those who invited me ('invitation', accept / decline); above
 * them, when friends asked me to record phrases, those requests. Each friend's row shows our
 * shared streak.
 */
export default function FriendsPage() {
  const me = useSignedInUser();
  const { data } = useSuspenseQuery(friendsQuery(me.id));
  const { data: recordingRequests } = useSuspenseQuery(openRecordingRequestsQuery(me.id));
  const { friends, invited, invitations } = groupFriendships(data);
  // A former friend's request cannot be answered: its chat is closed and the database only
  // answers friends' requests.
  const friendUids = new Set(friends.map((f) => f.uid));
  const openRequests = recordingRequests.filter((r) => friendUids.has(r.asker.uid));

  return (
    <Stack gap="lg">
      {invitations.length > 0 ? <InvitationsSection people={invitations} /> : null}
      <RecordingRequestsSection requests={openRequests} />
      <SectionBlock
        title="Your friends"
        count={friends.length}
        empty={
          <>
            You have no friends here yet.{' '}
            <Anchor component={Link} to="/friends/search" inherit>
              Search for people you know
            </Anchor>{' '}
            or{' '}
            <Anchor component={Link} to="/friends/invite" inherit>
              invite them
            </Anchor>
            .
          </>
        }
      >
        {friends.map((f) => (
          <PersonRow
            key={f.uid}
            uid={f.uid}
            username={f.username}
            avatarPath={f.avatar_path}
            languages={f.languages_known}
            detail={
              <Suspense>
                <FriendRowStreak friendUid={f.uid} friendName={f.username} />
              </Suspense>
            }
            actions={
              <RelationActions uid={f.uid} username={f.username} relation={f.relation} size="xs" />
            }
          />
        ))}
      </SectionBlock>
      {/* Under the friends' rows, at their size. */}
      <InvitedSection people={invited} actionSize="xs" />
      {invitations.length === 0 ? <InvitationsSection people={invitations} /> : null}
      <Group>
        <Button
          component={Link}
          to="/friends/search"
          variant="light"
          leftSection={<IconUserPlus size={16} aria-hidden />}
        >
          Find friends
        </Button>
      </Group>
    </Stack>
  );
}
