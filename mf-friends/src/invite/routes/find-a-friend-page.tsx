import { Anchor, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useAuthSession } from '@phrasebook/data';
import { findFriendSchema, friendSearchPath } from '@phrasebook/domain';
import { PageFrame } from '@phrasebook/ui';

/** Where logging in leads: the friend search with this query filled in. */
function loginPath(query: string): string {
  return `/login?${new URLSearchParams({ redirectedFrom: friendSearchPath(query) }).toString()}`;
}

/**
 * /find-a-friend (signed out): what friends do in Phrasebook, and a search that continues
 * after logging in, pre-filled (docs/product.md §5: 'Search query is required').
 */
export default function FindAFriendPage() {
  const navigate = useNavigate();
  const { status } = useAuthSession();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { query: '' },
    validate: schemaResolver(findFriendSchema, { sync: true }),
  });

  return (
    <PageFrame
      title="Find a friend"
      subtitle="Learning a language is easier with someone who speaks it."
    >
      <Stack gap="lg" maw={640}>
        <Text>
          On Phrasebook, friends recommend phrases to each other, answer each other’s requests for
          cards, and chat. Look for someone you know by their username.
        </Text>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <form
            noValidate
            role="search"
            aria-label="Find a friend"
            onSubmit={form.onSubmit(({ query }) => {
              const q = query.trim();
              void navigate(status === 'signed-in' ? friendSearchPath(q) : loginPath(q));
            })}
          >
            <Stack gap="sm">
              <TextInput
                label="Username"
                placeholder="Part of their username"
                withAsterisk
                key={form.key('query')}
                {...form.getInputProps('query')}
              />
              <Group justify="space-between" wrap="wrap">
                <Text size="sm" c="dimmed">
                  {status === 'signed-in'
                    ? 'You are signed in.'
                    : 'You will log in first; the search waits for you.'}
                </Text>
                <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
                  {status === 'signed-in' ? 'Search' : 'Log in and search'}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
        <Text size="sm">
          New here?{' '}
          <Anchor component={Link} to="/signup">
            Create an account
          </Anchor>{' '}
          and ask your friend for their invite link.
        </Text>
      </Stack>
    </PageFrame>
  );
}
