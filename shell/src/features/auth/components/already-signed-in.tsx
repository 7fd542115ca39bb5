import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { logClientError, useSignOut } from '@phrasebook/data';
import { toast } from '@phrasebook/ui';
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
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);
  const onSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
      void logClientError(error, { action: 'sign-out' });
    } finally {
      setSigningOut(false);
    }
  };
  return (
    <AuthCard title="You're already signed in">
      <Stack gap="md">
        <Text>
          You are signed in as <strong>{email ?? 'an unnamed user'}</strong>.
        </Text>
        <Group justify="space-between">
          <Button variant="default" onClick={() => void onSignOut()} loading={signingOut}>
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
