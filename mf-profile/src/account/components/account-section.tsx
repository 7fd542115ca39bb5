import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconAt, IconKey, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { logClientError, useSignOut } from '@phrasebook/data';
import { toast } from '@phrasebook/ui';

/** Email, password and sign-out: the parts of an account that live with the auth server. */
export function AccountSection({ email }: { email: string | undefined }) {
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);
  const onSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
      void logClientError(error, { action: 'sign-out' });
      setSigningOut(false);
    }
  };
  return (
    <Stack gap="md">
      <Text>
        Signed in as <strong>{email}</strong>
      </Text>
      <Group gap="sm">
        <Button
          component={Link}
          to="/profile/change-email"
          variant="default"
          leftSection={<IconAt size={16} aria-hidden />}
        >
          Change email
        </Button>
        <Button
          component={Link}
          to="/profile/change-password"
          variant="default"
          leftSection={<IconKey size={16} aria-hidden />}
        >
          Change password
        </Button>
        <Button
          variant="light"
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void onSignOut()}
          loading={signingOut}
        >
          Sign out
        </Button>
      </Group>
    </Stack>
  );
}
