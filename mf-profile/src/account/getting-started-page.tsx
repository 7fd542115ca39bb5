import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Paper, Text } from '@mantine/core';
import {
  destinationAfterOnboarding,
  ownProfileQuery,
  useAuthSession,
  useCreateProfileMutation,
} from '@phrasebook/data';
import { ErrorPanel, PageContainer, PageHeader } from '@phrasebook/ui';
import { PageLoader } from './components/page-loader.tsx';
import { ProfileFieldsForm } from './components/profile-fields-form.tsx';
import { draftFromMetadata } from './profile-draft.ts';

/**
 * /getting-started (search: referrer): a signed-in user without a profile picks a username
 * and the languages they know, then goes where they were headed (issue #5).
 */
export function GettingStartedPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useAuthSession();
  const uid = user?.id ?? '';
  const profile = useQuery({ ...ownProfileQuery(uid), enabled: Boolean(uid) });
  const create = useCreateProfileMutation();
  const destination = destinationAfterOnboarding({
    referrer: searchParams.get('referrer'),
    role: user?.user_metadata?.['user_role'],
  });

  if (!user || profile.isPending) return <PageLoader />;
  if (profile.isError) {
    return (
      <PageContainer size="sm">
        <ErrorPanel error={profile.error} />
      </PageContainer>
    );
  }
  if (profile.data && create.isIdle) return <Navigate to={destination} replace />;

  return (
    <PageContainer size="sm">
      <PageHeader
        title="Getting started"
        subtitle="Tell your friends who you are and which languages you know."
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Text size="sm" c="dimmed" mb="md">
          You can change all of this later on your profile.
        </Text>
        <ProfileFieldsForm
          initialValues={draftFromMetadata(user.user_metadata)}
          submitLabel="Save and continue"
          onSave={async (values) => {
            await create.mutateAsync({ uid, ...values });
            await navigate(destination, { replace: true });
          }}
        />
      </Paper>
    </PageContainer>
  );
}
