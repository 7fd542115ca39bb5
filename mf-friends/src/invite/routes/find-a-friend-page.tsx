import { useState } from 'react';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { hasStoredSession } from '@phrasebook/data/session-hint';
import { friendSearchPath } from '@phrasebook/domain';
import { IconSearch } from '@tabler/icons-react';
import { lazySchemaResolver, focusFirstInvalid } from '@phrasebook/ui/forms';
import { Button, ErrorAlert, linkClassName, Paper, Text, TextField } from '@phrasebook/ui/lean';
import { LeanPageFrame } from '../components/lean-page-frame.tsx';
import classes from './find-a-friend-page.module.css';

/** The form's rule, fetched with zod on the form's first focus rather than with the page. */
const loadRules = () => import('./find-friend-rule.ts');

/** Where logging in leads: the friend search with this query filled in. */
function loginPath(query: string): string {
  return `/login?${new URLSearchParams({ redirectedFrom: friendSearchPath(query) }).toString()}`;
}

/**
 * /find-a-friend (signed out): what friends do in Phrasebook, and a search that continues
 * after logging in, pre-filled (docs/product.md §5: 'Search query is required'). Built from
 * the lean kit: the shell shows a remote's signed-out screens without the app's providers or
 * the data layer (docs/architecture.md), so this page loads neither Mantine nor supabase-js.
 */
export default function FindAFriendPage() {
  const navigate = useNavigate();
  // Whether a session is stored, without loading the data layer; one that turned out expired
  // makes the search's own guard send the visitor to log in, the same way.
  const [signedIn] = useState(hasStoredSession);
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { query: '' },
    validate: lazySchemaResolver(
      () => loadRules().then(({ findFriendSchema }) => findFriendSchema),
      (error) => setUnavailable(error instanceof Error ? error.message : String(error)),
    ),
  });

  const onSubmit = form.onSubmit(async (values) => {
    const { findFriendSchema } = await loadRules();
    const q = findFriendSchema.parse(values).query;
    await navigate(signedIn ? friendSearchPath(q) : loginPath(q));
  }, focusFirstInvalid);

  return (
    <LeanPageFrame
      title="Find a friend"
      subtitle="Learning a language is easier with someone who speaks it."
    >
      <div className={classes.content}>
        <Text>
          On Phrasebook, friends recommend phrases to each other, answer each other’s requests for
          cards, and chat. Look for someone you know by their username.
        </Text>
        <Paper className={classes.card}>
          <form
            noValidate
            role="search"
            aria-label="Find a friend"
            className={classes.form}
            onFocus={() => void loadRules().catch(() => {})}
            onSubmit={(event) => {
              setUnavailable(null);
              onSubmit(event);
            }}
          >
            <ErrorAlert message={unavailable} title="Could not start the search" />
            <TextField
              label="Username"
              placeholder="Part of their username"
              required
              {...form.getInputProps('query')}
            />
            <div className={classes.actions}>
              <Text size="sm" dimmed>
                {signedIn
                  ? 'You are signed in.'
                  : 'You will log in first; the search waits for you.'}
              </Text>
              <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
                {signedIn ? 'Search' : 'Log in and search'}
              </Button>
            </div>
          </form>
        </Paper>
        <Text size="sm">
          New here?{' '}
          <Link to="/signup" className={linkClassName}>
            Create an account
          </Link>{' '}
          and ask your friend for their invite link.
        </Text>
      </div>
    </LeanPageFrame>
  );
}
