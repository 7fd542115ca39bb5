import { Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSignedInUser } from '@phrasebook/data';
import { signedInLoader } from '@phrasebook/platform';
import { friendsQuery } from '../../shared/api/friends-query.ts';
import { groupFriendships } from '@phrasebook/domain';
import { InvitationsSection, InvitedSection } from '../components/pending-lists.tsx';

export const loader = signedInLoader(({ queryClient, user }) =>
  queryClient.ensureQueryData(friendsQuery(user.id)),
);

/** /friends/requests: both pending lists, the invitations waiting for me first. */
export default function FriendRequestsPage() {
  const me = useSignedInUser();
  const { data } = useSuspenseQuery(friendsQuery(me.id));
  const { invited, invitations } = groupFriendships(data);
  return (
    <Stack gap="lg">
      <Title order={2} fz="h3">
        Friend requests
      </Title>
      <InvitationsSection people={invitations} order={3} />
      <InvitedSection people={invited} order={3} />
    </Stack>
  );
}
