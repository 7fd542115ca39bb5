import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/** A profile address that names nobody: too short to be a user id, or no such user. */
export function NoProfile({ uid }: { uid: string }) {
  return (
    <Alert color="yellow" variant="light" title="We could not find this person" role="status">
      <Stack gap="xs">
        <Text size="sm">
          No one has the profile address <code>{uid}</code>. The link may be incomplete.
        </Text>
        <Anchor component={Link} to="/friends/search" size="sm">
          Search for people by username
        </Anchor>
      </Stack>
    </Alert>
  );
}
