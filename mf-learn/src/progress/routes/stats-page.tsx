import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { deckSummaries, ownProfileQuery, useSignedInUser } from '@phrasebook/data';
import { decksAsSaved, useDeckSettingsQueue } from '@phrasebook/data/use-deck-settings-queue';
import { signedInLoader } from '@phrasebook/platform';
import { daySession, isLanguageCode, languageName } from '@phrasebook/domain';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { PageContainer, PageHeader } from '@phrasebook/ui';
import { ensureStats } from '../api/stats-queries.ts';
import { StatsView } from '../components/stats-view.tsx';

/** /learn/stats (all decks) and /learn/:lang/stats (one deck, inside the deck's layout). */
export const loader = signedInLoader(async ({ queryClient, user, params }) => {
  const lang = params.lang ?? null;
  // The deck's layout answers an impossible code or a deck I do not have.
  if (lang !== null && !isLanguageCode(lang)) return;
  await Promise.all([
    queryClient.ensureQueryData(ownProfileQuery(user.id)),
    ensureStats(queryClient, lang),
  ]);
});

function DeckLinks() {
  const user = useSignedInUser();
  const { data: profile } = useSuspenseQuery(ownProfileQuery(user.id));
  const queue = useDeckSettingsQueue(user.id);
  const decks = decksAsSaved(deckSummaries(profile), queue).filter((deck) => !deck.archived);
  if (decks.length < 2) return null;
  return (
    <Group gap="xs" component="nav" aria-label="Stats of one deck" mb="lg">
      <Text size="sm" c="dimmed">
        One deck:
      </Text>
      {decks.map((deck) => (
        <Anchor key={deck.lang} component={Link} to={`/learn/${deck.lang}/stats`} size="sm">
          {languageName(deck.lang)}
        </Anchor>
      ))}
    </Group>
  );
}

export default function StatsPage() {
  const lang = useParams().lang ?? null;
  const user = useSignedInUser();
  const { data: profile } = useSuspenseQuery(ownProfileQuery(user.id));
  // Today's study day on my profile's clock, as the server counts days (04:00 rollover).
  const today = daySession(new Date(), profile?.time_zone ?? undefined);
  if (lang !== null)
    return (
      <Stack gap="md">
        <Text c="dimmed">
          Your {languageName(lang)} deck&apos;s study days, streak and retention ·{' '}
          <Anchor component={Link} to="/learn/stats">
            all decks
          </Anchor>
        </Text>
        <StatsView lang={lang} today={today} />
      </Stack>
    );
  return (
    <PageContainer>
      <PageHeader title="Stats" subtitle="Your study days, streak and retention in all decks." />
      <DeckLinks />
      <StatsView lang={null} today={today} />
    </PageContainer>
  );
}
