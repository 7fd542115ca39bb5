import { useSuspenseQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { destinationAfterOnboarding, ownProfileQuery, useSignedInUser } from '@phrasebook/data';
import { signedInLoader } from '@phrasebook/platform';
import { signUpRoleOf } from '@phrasebook/domain/account-choices';
import { Paper, Text } from '@mantine/core';
import { PageContainer, PageHeader } from '@phrasebook/ui';
import { useCreateProfileMutation } from '../api/create-profile.ts';
import { draftFromMetadata } from '../components/profile-draft.ts';
import { ProfileFieldsForm } from '../components/profile-fields-form.tsx';
import { WaitingForNetwork } from '../components/waiting-for-network.tsx';

export const loader = signedInLoader(({ queryClient, user }) =>
  queryClient.ensureQueryData(ownProfileQuery(user.id)),
);

/**
 * /getting-started (search: referrer): a signed-in user without a profile picks a username
 * and the languages they know, then goes where they were headed.
 */
export default function GettingStartedPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const { data: profile } = useSuspenseQuery(ownProfileQuery(user.id));
  const create = useCreateProfileMutation();
  const destination = destinationAfterOnboarding({
    referrer: searchParams.get('referrer'),
    role: signUpRoleOf(user.user_metadata),
  });

  if (profile && create.isIdle) return <Navigate to={destination} replace />;

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
          // Offline, the new profile waits for the network (TanStack Query pauses it).
          status={create.isPaused ? <WaitingForNetwork /> : null}
          onSave={async (values) => {
            await create.mutateAsync({ uid: user.id, ...values });
            await navigate(destination, { replace: true });
          }}
        />
      </Paper>
    </PageContainer>
  );
}
