import { useSuspenseQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { ownProfileQuery, useSignedInUser } from '@phrasebook/data';
import { signedInLoader } from '@phrasebook/platform';
import { Stack } from '@mantine/core';
import { answerButtonsFor } from '@phrasebook/domain';
import { PageContainer, PageHeader } from '@phrasebook/ui';
import { notificationMutesQuery } from '../api/notification-mutes-query.ts';
import { AccountSection } from '../components/account-section.tsx';
import { AnswerButtonsSection } from '../components/answer-buttons-section.tsx';
import { AutoplaySection } from '../components/autoplay-section.tsx';
import { AvatarSection } from '../components/avatar-section.tsx';
import { NotificationMutesSection } from '../components/notification-mutes-section.tsx';
import { ProfileDetailsForm } from '../components/profile-details-form.tsx';
import { SectionCard } from '../components/section-card.tsx';

export const loader = signedInLoader(({ queryClient, user }) => {
  // Not waited for: the switches show their own pending state (NotificationMutesSection).
  void queryClient.prefetchQuery(notificationMutesQuery(user.id));
  return queryClient.ensureQueryData(ownProfileQuery(user.id));
});

/** /profile (docs/product.md §2: title 'Manage your Profile'): avatar, username, languages, account. */
export default function ProfilePage() {
  const user = useSignedInUser();
  const { data: profile } = useSuspenseQuery(ownProfileQuery(user.id));

  if (!profile) return <Navigate to="/getting-started" replace />;

  return (
    <PageContainer size="sm">
      <PageHeader
        title="Manage your Profile"
        subtitle="How friends see you, and how you sign in."
      />
      <Stack gap="lg">
        <SectionCard title="Avatar" description="Shown next to your name everywhere in the app.">
          <AvatarSection
            uid={user.id}
            username={profile.username}
            avatarPath={profile.avatar_path}
          />
        </SectionCard>
        <SectionCard
          title="Profile"
          description="Your username and the languages you can help with."
        >
          <ProfileDetailsForm
            uid={user.id}
            stored={{ username: profile.username, languages_known: profile.languages_known }}
          />
        </SectionCard>
        <SectionCard
          title="Reviews"
          description="How you score a card. A deck can choose otherwise in its settings."
        >
          <AnswerButtonsSection
            uid={user.id}
            value={answerButtonsFor(profile.answer_buttons, null)}
          />
          <AutoplaySection uid={user.id} value={profile.autoplay_recordings} />
        </SectionCard>
        <SectionCard
          title="Notifications"
          description="What the bell tells you about. A muted type is not recorded at all."
        >
          <NotificationMutesSection uid={user.id} />
        </SectionCard>
        <SectionCard title="Account">
          <AccountSection email={user.email} />
        </SectionCard>
      </Stack>
    </PageContainer>
  );
}
