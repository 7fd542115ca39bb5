import { Alert, Anchor, Paper, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useSignedInUser } from '@phrasebook/data';
import { signedInLoader } from '@phrasebook/platform';
import { friendsQuery } from '../../shared/api/friends-query.ts';
import { shareTargetOf } from '@phrasebook/domain';
import { shareTargetQuery } from '../api/share-target-query.ts';
import { ShareForm } from '../components/share-form.tsx';

export const loader = signedInLoader(async ({ queryClient, user, request }) => {
  const target = shareTargetOf(new URL(request.url).searchParams);
  await Promise.all([
    queryClient.ensureQueryData(friendsQuery(user.id)),
    target ? queryClient.ensureQueryData(shareTargetQuery(target)) : null,
  ]);
});

function Missing({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Alert color="yellow" variant="light" title={title} role="alert">
      {children}
    </Alert>
  );
}

/**
 * /friends/share?phrase=<id> or ?request=<id>: 'Send to friends' on a phrase and 'Share with
 * friends' on a request land here; pick friends, add a note, send, and go back.
 */
export default function SharePage() {
  const me = useSignedInUser();
  const [params] = useSearchParams();
  const target = shareTargetOf(params);
  const { data: people } = useSuspenseQuery(friendsQuery(me.id));
  const friends = people.filter((f) => f.relation === 'friends');

  if (!target) {
    return (
      <Missing title="Nothing to share">
        This address should name a phrase (<code>?phrase=</code>) or a request (
        <code>?request=</code>) by its id.
      </Missing>
    );
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={640}>
      {friends.length === 0 ? (
        <Stack gap="xs">
          <Text fw={600}>You have no friends to share with yet.</Text>
          <Text size="sm" c="dimmed">
            <Anchor component={Link} to="/friends/invite" inherit>
              Invite a friend
            </Anchor>{' '}
            or{' '}
            <Anchor component={Link} to="/friends/search" inherit>
              find people you know
            </Anchor>
            .
          </Text>
        </Stack>
      ) : (
        <ShareTargetForm target={target} friends={friends} />
      )}
    </Paper>
  );
}

function ShareTargetForm({
  target,
  friends,
}: {
  target: NonNullable<ReturnType<typeof shareTargetOf>>;
  friends: Parameters<typeof ShareForm>[0]['friends'];
}) {
  const { data: loaded } = useSuspenseQuery(shareTargetQuery(target));
  if (!loaded) {
    return (
      <Missing
        title={
          target.kind === 'phrase' ? 'This phrase does not exist' : 'This request does not exist'
        }
      >
        It may have been deleted.
      </Missing>
    );
  }
  return <ShareForm target={loaded} friends={friends} />;
}
