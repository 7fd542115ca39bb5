import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { signedInLoader } from '@phrasebook/platform';
import { currentQueryData } from '@phrasebook/data';
import { deckActivity, deckThemeFor, isLanguageCode, languageName } from '@phrasebook/domain';
import { SimpleGrid, Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { deckColorName, RelativeTime } from '@phrasebook/ui';
import { languageLibraryQuery } from '../../shared/api/language-library-query.ts';
import { deckCardsQuery } from '../../shared/api/deck-cards-query.ts';
import { ensureDeckOverview, useDeckOverview } from '../api/deck-overview.ts';
import { openPlansQuery } from '../api/open-plans-query.ts';
import { startedDaysQuery } from '../api/started-days-query.ts';
import { DeckLibrarySummary } from '../components/deck-library-summary.tsx';
import { DeckContextMenu } from '../components/deck-menu.tsx';
import { HistoryChart } from '../components/history-chart.tsx';
import { StatBlock } from '../components/stat-block.tsx';
import { ReviewSetLinks } from '../components/review-set-links.tsx';
import { TodaysReview } from '../components/todays-review.tsx';
import { WeeklyGoal } from '../components/weekly-goal.tsx';
import { useNewCardCount } from '../components/use-new-card-count.ts';

// Only an archived deck shows it, with the deck settings' outbox behind its button: out of
// the deck page's first load.
const ArchivedNotice = lazy(() =>
  import('../components/archived-notice.tsx').then((module) => ({
    default: module.ArchivedNotice,
  })),
);

// Drawn once in a deck's life, so in a chunk of its own, out of the deck page's first load
// (tests/bench/page-weight.ts); starting a deck fetches it early (add-deck-page.tsx).
const EmptyDeckStart = lazy(() =>
  import('../components/empty-deck-start.tsx').then((module) => ({
    default: module.EmptyDeckStart,
  })),
);

export const loader = signedInLoader(({ queryClient, user, params }) => {
  // docs/product.md §2: the deck page loads its language (§7 "Language"). Started here, beside
  // the overview's reads, but not awaited: only the library line below shows it.
  if (isLanguageCode(params.lang)) {
    void queryClient.prefetchQuery(languageLibraryQuery(params.lang));
    // The review sets' counts, not awaited either; read again when a session changed them.
    currentQueryData(queryClient, deckCardsQuery(user.id, params.lang), {
      showKeptCopy: true,
    }).catch(() => undefined);
  }
  // Today's set, if started, and a catch-up plan beside the overview: the panel says what the
  // day brings and how far it has gone.
  return Promise.all([
    ensureDeckOverview(queryClient, user.id),
    currentQueryData(queryClient, startedDaysQuery(user.id), { showKeptCopy: true }),
    currentQueryData(queryClient, openPlansQuery(user.id), { showKeptCopy: true }),
  ]);
});

/** /learn/:lang: the deck's figures, its last 11 days, this week's goal and today's review. */
export default function DeckHomePage() {
  const lang = useParams().lang ?? '';
  const { user, decks, queue, dueByLang, reviews, today } = useDeckOverview();
  const { data: startedDays } = useSuspenseQuery(startedDaysQuery(user.id));
  const { data: openPlans } = useSuspenseQuery(openPlansQuery(user.id));
  const newCards = useNewCardCount(user.id, lang);
  const deck = decks.find((d) => d.lang === lang);
  // The layout shows 'Deck not found' instead of this screen.
  if (!deck) return null;
  const activity = deckActivity(
    reviews.filter((review) => review.lang === lang),
    deck.daily_review_goal,
    today,
  );
  const empty = deck.count_cards === 0;
  // The deck as last saved is archived, or a restore waits: the notice says which, and what
  // the save waits for.
  const archiveWaits = queue.some((entry) => entry.lang === lang && 'archived' in entry.patch);
  return (
    <DeckContextMenu lang={lang}>
      <Stack gap="lg">
        {deck.archived || archiveWaits ? (
          <Suspense fallback={null}>
            <ArchivedNotice uid={user.id} lang={lang} />
          </Suspense>
        ) : null}
        {empty ? (
          <Suspense fallback={null}>
            <EmptyDeckStart lang={lang} />
          </Suspense>
        ) : null}
        <TodaysReview
          lang={lang}
          goal={deck.daily_review_goal}
          due={dueByLang.get(lang) ?? 0}
          today={today}
          manifest={
            startedDays.find((d) => d.lang === lang && d.day_session === today)?.manifest ?? null
          }
          reviews={reviews.filter((review) => review.lang === lang && review.day_session === today)}
          plan={openPlans.find((plan) => plan.lang === lang) ?? null}
          newCards={newCards}
        />

        {empty ? null : (
          <>
            <section aria-label="Cards">
              <SimpleGrid cols={{ base: 3 }} spacing="md">
                <StatBlock label="Active cards" value={deck.count_active} />
                <StatBlock label="Learned" value={deck.count_learned} />
                <StatBlock label="Skipped" value={deck.count_skipped} />
              </SimpleGrid>
              {deck.count_recall_active > 0 ? (
                // Counted apart (docs/product.md, "What a card means"): the tiles count phrases.
                <Text size="sm" c="dimmed" mt="xs">
                  Also {deck.count_recall_active} active recall{' '}
                  {deck.count_recall_active === 1 ? 'card' : 'cards'} (translation → phrase)
                </Text>
              ) : null}
            </section>

            <ReviewSetLinks lang={lang} uid={user.id} />
          </>
        )}
        <DeckLibrarySummary lang={lang} uid={user.id} />

        <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="deck-activity">
          <Stack gap="md">
            <Group justify="space-between" align="center">
              <Title order={2} fz="h4" id="deck-activity">
                Last 11 days
              </Title>
              <Group gap="xs">
                <Badge variant="light" color={deckColorName(deckThemeFor(deck, decks))} size="lg">
                  {/* Every score, as the stats' 'Reviews' column. */}
                  {activity.reviewedThisWeek}{' '}
                  {activity.reviewedThisWeek === 1 ? 'review' : 'reviews'} this week
                </Badge>
                {deck.most_recent_review_at ? (
                  <Badge variant="default" size="lg" tt="none">
                    Last review{' '}
                    <RelativeTime date={deck.most_recent_review_at} span size="sm" c="inherit" />
                  </Badge>
                ) : null}
              </Group>
            </Group>
            <HistoryChart history={activity.history} />
            <WeeklyGoal week={activity.week} goal={deck.daily_review_goal} />
            <Text size="sm" c="dimmed">
              Daily goal: {deck.daily_review_goal} cards ·{' '}
              <Anchor component={Link} to={`/learn/${lang}/deck-settings`} size="sm">
                change it in the deck settings
              </Anchor>
            </Text>
            <Anchor component={Link} to={`/learn/${lang}/stats`} size="sm" w="fit-content">
              This deck&apos;s stats: study days, streak, retention
            </Anchor>
          </Stack>
        </Paper>

        <Text size="sm" c="dimmed">
          Right-click (or long-press) anywhere on this page for the {languageName(lang)} deck menu.
        </Text>
      </Stack>
    </DeckContextMenu>
  );
}
