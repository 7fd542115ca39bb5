import { Button, Group, Stack, Text } from '@mantine/core';
import { IconAt, IconKey, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSignOutMutation } from '@phrasebook/data';

/** Email, password and sign-out: the parts of an account that live with the auth server. */
export function AccountSection({ email }: { email: string | undefined }) {
  const signOut = useSignOutMutation();
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
          onClick={() => signOut.mutate()}
          loading={signOut.isPending}
        >
          Sign out
        </Button>
      </Group>
    </Stack>
  );
}
