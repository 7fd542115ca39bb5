import { Anchor, Button, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { currentQueryData, useSignedInUser } from '@phrasebook/data';
import { signedInLoader } from '@phrasebook/platform';
import { friendsQuery } from '../../shared/api/friends-query.ts';
import { friendStreaksQuery } from '@phrasebook/data/friend-streaks';
import { canLookUpPublicProfile, type FriendRelation } from '@phrasebook/domain';
import { memberProfileQuery } from '../../shared/api/member-profile-query.ts';
import { NoProfile } from '../components/no-profile.tsx';
import { ProfileCard } from '../components/profile-card.tsx';
import { ProfileStreakPanel } from '../components/profile-streak-panel.tsx';
import { RelationActions } from '../components/relation-actions.tsx';

// What a notification is about is marked out of date when it comes (the shell's bell): the
// screen it leads to waits for it rather than showing what it held (currentQueryData).
export const loader = signedInLoader(async ({ queryClient, user, params }) => {
  const uid = params['uid'] ?? '';
  // docs/product.md §5: a profile is looked up only for uids longer than 10 characters.
  if (!canLookUpPublicProfile(uid)) return;
  await Promise.all([
    queryClient.ensureQueryData(memberProfileQuery(uid)),
    currentQueryData(queryClient, friendsQuery(user.id), { showKeptCopy: true }),
    currentQueryData(queryClient, friendStreaksQuery(), { showKeptCopy: true }),
  ]);
});

function statusLine(relation: FriendRelation, name: string): string {
  switch (relation) {
    case 'friends':
      return `You and ${name} are friends.`;
    case 'invited':
      return `You invited ${name}. Waiting for their answer.`;
    case 'invitation':
      return `${name} invited you to be friends.`;
    case 'none':
      return `You and ${name} are not connected yet.`;
  }
}

function MemberProfile({ uid }: { uid: string }) {
  const me = useSignedInUser();
  const { data: profile } = useSuspenseQuery(memberProfileQuery(uid));
  const { data: friends } = useSuspenseQuery(friendsQuery(me.id));
  if (!profile) return <NoProfile uid={uid} />;

  if (profile.uid === me.id) {
    return (
      <ProfileCard
        username={profile.username}
        avatarPath={profile.avatar_path}
        languages={profile.languages_known}
        status="This is your profile, as your friends see it."
      >
        <Button component={Link} to="/profile" variant="light" w="fit-content">
          Edit your profile
        </Button>
      </ProfileCard>
    );
  }

  const relation = friends.find((f) => f.uid === uid)?.relation ?? 'none';
  return (
    <ProfileCard
      username={profile.username}
      avatarPath={profile.avatar_path}
      languages={profile.languages_known}
      status={statusLine(relation, profile.username)}
    >
      {relation === 'friends' ? (
        <ProfileStreakPanel friendUid={uid} friendName={profile.username} />
      ) : null}
      <RelationActions uid={uid} username={profile.username} relation={relation} />
    </ProfileCard>
  );
}

/**
 * /friends/{uid} and /friends/search/{uid}: someone's public profile, knowing whether it is
 * my own, with the one action that fits our relation (docs/product.md §2, §4).
 */
export default function FriendProfilePage() {
  const { uid = '' } = useParams();
  const { pathname, state } = useLocation();
  const fromSearch = pathname.startsWith('/friends/search/');
  // A search result passes its own address, so 'Back to search' keeps the query.
  const backTo =
    (state as { backTo?: unknown } | null)?.backTo ?? (fromSearch ? '/friends/search' : '/friends');
  return (
    <Stack gap="md">
      <Anchor component={Link} to={String(backTo)} size="sm" w="fit-content">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
        {fromSearch ? 'Back to search' : 'Back to friends'}
      </Anchor>
      {canLookUpPublicProfile(uid) ? <MemberProfile uid={uid} /> : <NoProfile uid={uid} />}
    </Stack>
  );
}
