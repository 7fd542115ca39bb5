import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { hasAuthRedirectError, useAuthRedirectResult } from '@phrasebook/data';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { ErrorPanel, PageContainer, PageHeader } from '@phrasebook/ui';
import { currentUserQuery } from '../api/current-user-query.ts';
import { PageLoader } from '../components/page-loader.tsx';

/**
 * /profile/change-email-confirm (docs/product.md §2, §8): where the email-change link lands. Shows the
 * `error` and `error_description` from the URL hash, and the current user's email as the auth
 * server reports it. No loader: the link's outcome is known only once supabase-js has read
 * the fragment, and it is shown even when the server cannot be asked who we are.
 */
export default function ChangeEmailConfirmPage() {
  const link = useAuthRedirectResult();
  // Wait for supabase-js to take the new session from the link before asking who we are.
  const user = useQuery({
    ...currentUserQuery(),
    enabled: link !== null,
    refetchOnMount: 'always',
  });

  if (!link || user.isPending) return <PageLoader label="Checking your email change" />;

  return (
    <PageContainer size="sm">
      <PageHeader title="Email change" />
      <Stack gap="lg">
        {hasAuthRedirectError(link) ? (
          <Alert color="red" variant="light" title={link.error ?? 'Error'} role="alert">
            {link.errorDescription ?? 'The link could not be used.'}
          </Alert>
        ) : link.message ? (
          <Alert color="blue" variant="light" title="One more step" role="status">
            {link.message}
          </Alert>
        ) : user.data?.new_email ? (
          <Alert color="blue" variant="light" title="Waiting for confirmation" role="status">
            Follow the link we sent to {user.data.new_email} to finish the change.
          </Alert>
        ) : (
          <Alert color="teal" variant="light" title="Email confirmed" role="status">
            Your new email address is confirmed.
          </Alert>
        )}
        {user.isError ? (
          <ErrorPanel error={user.error} />
        ) : (
          <Paper withBorder radius="md" p="lg">
            <Text>
              Your email is <strong>{user.data.email}</strong>
            </Text>
          </Paper>
        )}
        <Group>
          <Button component={Link} to="/profile" variant="default">
            Back to your profile
          </Button>
        </Group>
      </Stack>
    </PageContainer>
  );
}
