import { Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import {
  ownProfileQuery,
  useAuthSession,
  useUpdateProfileMutation,
  type UserProfile,
} from '@phrasebook/data';
import { ErrorPanel, PageContainer, PageHeader, toast } from '@phrasebook/ui';
import { AccountSection } from './components/account-section.tsx';
import { AvatarSection } from './components/avatar-section.tsx';
import { PageLoader } from './components/page-loader.tsx';
import { ProfileFieldsForm } from './components/profile-fields-form.tsx';
import { SectionCard } from './components/section-card.tsx';
import { draftLanguages } from './profile-draft.ts';

/** Toast shown once username or languages are saved. */
export const PROFILE_SAVED_MESSAGE = 'Your profile is saved';

/** /profile (SPEC §2: title 'Manage your Profile'): avatar, username, languages, account. */
export function ProfilePage() {
  const { user } = useAuthSession();
  const uid = user?.id ?? '';
  const query = useQuery({ ...ownProfileQuery(uid), enabled: Boolean(uid) });
  const update = useUpdateProfileMutation();

  if (!user || query.isPending) return <PageLoader />;
  if (query.isError) {
    return (
      <PageContainer size="sm">
        <ErrorPanel error={query.error}>
          <Button variant="default" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </ErrorPanel>
      </PageContainer>
    );
  }
  const profile = query.data as UserProfile | null;
  if (!profile) return <Navigate to="/getting-started" replace />;

  return (
    <PageContainer size="sm">
      <PageHeader
        title="Manage your Profile"
        subtitle="How friends see you, and how you sign in."
      />
      <Stack gap="lg">
        <SectionCard title="Avatar" description="Shown next to your name everywhere in the app.">
          <AvatarSection uid={uid} username={profile.username} avatarPath={profile.avatar_path} />
        </SectionCard>
        <SectionCard
          title="Profile"
          description="Your username and the languages you can help with."
        >
          <ProfileFieldsForm
            initialValues={{
              username: profile.username,
              languages_known: draftLanguages(profile.languages_known),
            }}
            submitLabel="Save changes"
            requireChanges
            onSave={async (values) => {
              await update.mutateAsync({ uid, ...values });
              toast.success(PROFILE_SAVED_MESSAGE);
            }}
          />
        </SectionCard>
        <SectionCard title="Account">
          <AccountSection email={user.email} />
        </SectionCard>
      </Stack>
    </PageContainer>
  );
}
