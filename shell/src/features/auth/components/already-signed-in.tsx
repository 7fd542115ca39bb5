import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useSignOutMutation } from '@phrasebook/data';
import { AuthCard } from './auth-card.tsx';

export interface AlreadySignedInProps {
  email: string | undefined;
  /** Where "Continue" leads. */
  continueTo: string;
}

/**
 * What a signed-in visitor sees on /login or /signup: who they are, a way on, and a way to
 * switch accounts.
 */
export function AlreadySignedIn({ email, continueTo }: AlreadySignedInProps) {
  const signOut = useSignOutMutation();
  return (
    <AuthCard title="You're already signed in">
      <Stack gap="md">
        <Text>
          You are signed in as <strong>{email ?? 'an unnamed user'}</strong>.
        </Text>
        <Group justify="space-between">
          <Button variant="default" onClick={() => signOut.mutate()} loading={signOut.isPending}>
            Sign out
          </Button>
          <Button component={Link} to={continueTo}>
            Continue
          </Button>
        </Group>
      </Stack>
    </AuthCard>
  );
}
