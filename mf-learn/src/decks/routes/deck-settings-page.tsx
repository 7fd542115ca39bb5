import { lazy, Suspense } from 'react';
import { Group, Loader, Stack, Text } from '@mantine/core';
import { SectionPaper } from '../../shared/components/section-paper.tsx';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { deckSummaries, ownProfileQuery, useSignedInUser } from '@phrasebook/data';
import { signedInLoader } from '@phrasebook/platform';
import { deckScheduleQuery } from '@phrasebook/data/deck-schedule';
import { deckThemeFor } from '@phrasebook/domain';
import { deckRecallEnabled } from '../../shared/api/deck-recall.ts';
import { deckHistoriesQuery } from '../api/deck-histories-query.ts';
import { AnswerButtonsChoice } from '../components/answer-buttons-choice.tsx';
import { ArchiveSection } from '../components/archive-section.tsx';
import { DeckSettingsForm } from '../components/deck-settings-form.tsx';

// The schedule section carries the scheduler (ts-fsrs) for its workload estimate: it comes
// after the settings above it, so the page's first load does not grow (docs/scheduling.md).
const importScheduleSection = () => import('../components/schedule-section.tsx');
const EvenDaysSection = lazy(() =>
  import('../components/even-days-section.tsx').then((module) => ({
    default: module.EvenDaysSection,
  })),
);
const ScheduleSection = lazy(() =>
  importScheduleSection().then((module) => ({ default: module.ScheduleSection })),
);

export const loader = signedInLoader(({ queryClient, user, params }) => {
  // The schedule section and what it reads start now, without holding up the settings.
  const lang = params.lang ?? '';
  void importScheduleSection();
  void queryClient.prefetchQuery(deckScheduleQuery(lang));
  void queryClient.prefetchQuery(deckHistoriesQuery(user.id, lang));
  return queryClient.ensureQueryData(ownProfileQuery(user.id));
});

/**
 * /learn/:lang/deck-settings: goals, recall cards and colour, the review schedule, and archive
 * or restore.
 */
export default function DeckSettingsPage() {
  const lang = useParams().lang ?? '';
  const user = useSignedInUser();
  const { data: profile } = useSuspenseQuery(ownProfileQuery(user.id));
  const decks = deckSummaries(profile);
  const deck = decks.find((d) => d.lang === lang);
  if (!deck) return null;
  return (
    <Stack gap="lg">
      <SectionPaper title="Deck settings" titleGap="md">
        <DeckSettingsForm
          uid={user.id}
          deck={deck}
          recallEnabled={deckRecallEnabled(profile, lang)}
          positional={deckThemeFor({ ...deck, theme: null }, decks)}
        />
      </SectionPaper>
      <SectionPaper title="Answering" titleGap="md">
        <AnswerButtonsChoice uid={user.id} lang={lang} />
      </SectionPaper>
      <SectionPaper title="Review schedule" titleGap="md">
        <Suspense
          fallback={
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">Loading the review schedule…</Text>
            </Group>
          }
        >
          <ScheduleSection uid={user.id} lang={lang} />
        </Suspense>
      </SectionPaper>
      <SectionPaper title="Even days" titleGap="md">
        <Suspense fallback={<Loader size="xs" />}>
          <EvenDaysSection uid={user.id} lang={lang} />
        </Suspense>
      </SectionPaper>
      <SectionPaper title={deck.archived ? 'Archived' : 'Archive'}>
        <ArchiveSection uid={user.id} lang={lang} archived={deck.archived} />
      </SectionPaper>
    </Stack>
  );
}
