import { IconPlayerPlay } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { signedInLoader } from '@phrasebook/platform';
import { deckActivity, deckThemeFor, isLanguageCode, languageName } from '@phrasebook/domain';
import { SimpleGrid, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { deckColorName, RelativeTime } from '@phrasebook/ui';
import { languageLibraryQuery } from '../../shared/api/language-library-query.ts';
import { ensureDeckOverview, useDeckOverview } from '../api/deck-overview.ts';
import { ArchivedNotice } from '../components/archived-notice.tsx';
import { DeckLibrarySummary } from '../components/deck-library-summary.tsx';
import { DeckContextMenu } from '../components/deck-menu.tsx';
import { HistoryChart } from '../components/history-chart.tsx';
import { StatBlock } from '../components/stat-block.tsx';
import { ReviewSetLinks } from '../components/review-set-links.tsx';
import { WeeklyGoal } from '../components/weekly-goal.tsx';

export const loader = signedInLoader(({ queryClient, user, params }) => {
  // docs/product.md §2: the deck page loads its language (§7 "Language"). Started here, beside
  // the overview's reads, but not awaited: only the library line below shows it.
  if (isLanguageCode(params.lang))
    void queryClient.prefetchQuery(languageLibraryQuery(params.lang));
  return ensureDeckOverview(queryClient, user.id);
});

/** /learn/:lang: the deck's figures, its last 11 days, this week's goal and today's review. */
export default function DeckHomePage() {
  const lang = useParams().lang ?? '';
  const { user, decks, dueByLang, reviews, today } = useDeckOverview();
  const deck = decks.find((d) => d.lang === lang);
  // The layout shows 'Deck not found' instead of this screen.
  if (!deck) return null;
  const due = dueByLang.get(lang) ?? 0;
  const activity = deckActivity(
    reviews.filter((review) => review.lang === lang),
    deck.daily_review_goal,
    today,
  );
  return (
    <DeckContextMenu lang={lang}>
      <Stack gap="lg">
        {deck.archived ? <ArchivedNotice uid={user.id} lang={lang} /> : null}
        <Paper
          withBorder
          radius="lg"
          // A phone's padding leaves 'Start today's review' its whole label down to 320 px.
          p={{ base: 'md', xs: 'lg' }}
          style={{ borderColor: 'var(--deck-color)' }}
        >
          <Group justify="space-between" align="center" gap="md">
            <Stack gap={4}>
              <Title order={2} fz="h3">
                Today&apos;s review
              </Title>
              <Text c="dimmed">
                {due > 0
                  ? `${due} ${due === 1 ? 'card is' : 'cards are'} due, plus new cards up to your goal of ${deck.daily_review_goal}.`
                  : `Nothing is due; today's review brings new cards up to your goal of ${deck.daily_review_goal}.`}
              </Text>
            </Stack>
            <Button
              component={Link}
              to={`/learn/${lang}/review`}
              size="md"
              leftSection={<IconPlayerPlay size={18} aria-hidden />}
            >
              Start today&apos;s review
            </Button>
          </Group>
        </Paper>

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
        <DeckLibrarySummary lang={lang} uid={user.id} />

        <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="deck-activity">
          <Stack gap="md">
            <Group justify="space-between" align="center">
              <Title order={2} fz="h4" id="deck-activity">
                Last 11 days
              </Title>
              <Group gap="xs">
                <Badge variant="light" color={deckColorName(deckThemeFor(deck, decks))} size="lg">
                  {activity.reviewedThisWeek} reviewed this week
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
