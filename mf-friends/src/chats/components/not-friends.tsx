import { Alert, Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { NOT_FRIENDS } from '../api/post-messages.ts';

/** Shown instead of a thread (or a recommendation) with someone who is not my friend. */
export function NotFriends({ uid }: { uid: string }) {
  return (
    <Stack p="lg">
      <Alert color="yellow" variant="light" title={NOT_FRIENDS} role="alert">
        <Stack gap={6}>
          <span>Messages and recommendations go only between friends.</span>
          <Anchor component={Link} to={`/friends/${uid}`} size="sm">
            See their profile
          </Anchor>
        </Stack>
      </Alert>
    </Stack>
  );
}
