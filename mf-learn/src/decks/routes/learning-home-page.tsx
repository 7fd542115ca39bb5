import { lazy, Suspense } from 'react';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { signedInLoader } from '@phrasebook/platform';
import { deckActivity, deckThemeFor, sortDecksByRecency, type DayString } from '@phrasebook/domain';
import {
  SimpleGrid,
  Anchor,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { PageContainer, PageHeader } from '@phrasebook/ui';
import { StreakBadge } from '@phrasebook/ui/progress';
import { currentQueryData } from '@phrasebook/data';
import { studyStreakQuery } from '@phrasebook/data/progress';
import { ensureDeckOverview, useDeckOverview } from '../api/deck-overview.ts';
import type { RecentReview } from '../api/recent-reviews-query.ts';
import { openPlansQuery, type OpenPlan } from '../api/open-plans-query.ts';
import { startedDaysQuery, type StartedDay } from '../api/started-days-query.ts';
import { DeckTile, type TileToday } from '../components/deck-tile.tsx';
import { planDayHeading } from '../components/plan-day.ts';

export const loader = signedInLoader(({ queryClient, user }) => {
  // Asked beside the decks but not awaited: the page draws without it, the badge when it comes.
  void queryClient.prefetchQuery(studyStreakQuery(null));
  return Promise.all([
    ensureDeckOverview(queryClient, user.id),
    // Today's started sets, for what each deck has left today.
    currentQueryData(queryClient, startedDaysQuery(user.id), { showKeptCopy: true }),
    // A catch-up plan's day brings its share of the due cards, not all of them.
    currentQueryData(queryClient, openPlansQuery(user.id), { showKeptCopy: true }),
  ]);
});

/**
 * What a deck's today holds, as the deck page counts it: the cards of a started day not scored
 * yet, else those due, of which a catch-up plan brings its cap (docs/product.md §4).
 */
function deckToday(
  lang: string,
  due: number,
  {
    started,
    plans,
    today,
    reviews,
  }: {
    started: readonly StartedDay[];
    plans: readonly OpenPlan[];
    today: DayString;
    reviews: readonly RecentReview[];
  },
): TileToday {
  const plan = plans.find((open) => open.lang === lang);
  const planHeading = plan ? planDayHeading(plan, today) : null;
  const manifest = started.find((day) => day.lang === lang && day.day_session === today)?.manifest;
  if (!manifest?.length) return { due: plan ? Math.min(due, plan.daily_cap) : due, planHeading };
  const scored = new Set(
    reviews
      .filter((review) => review.lang === lang && review.day_session === today)
      .map((review) => review.phrase_id),
  );
  const left = manifest.filter((phraseId) => !scored.has(phraseId)).length;
  // Under a plan the cards it leaves for later are due, yet today is done.
  return plan ? { left, due: 0, planHeading, done: left === 0 } : { left, due, planHeading };
}

const FriendStreakNotices = lazy(() => import('../components/friend-streak-notices.tsx'));

/**
 * My streak in all decks, a way to the stats; nothing until it is read. A learner with a
 * running shared streak whose day has not counted yet may be due the day's friend notice.
 */
function StreakLink({ today }: { today: DayString }) {
  const { data: streak } = useQuery(studyStreakQuery(null));
  if (streak === undefined) return null;
  return (
    <>
      <UnstyledButton component={Link} to="/learn/stats">
        <StreakBadge current={streak?.current_days ?? 0} />
      </UnstyledButton>
      {streak && streak.shared_streaks > 0 && !streak.today_counted ? (
        <Suspense fallback={null}>
          <FriendStreakNotices today={today} />
        </Suspense>
      ) : null}
    </>
  );
}

function NoDecksYet() {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <Title order={2} fz="h3">
          No decks yet
        </Title>
        <Text c="dimmed" maw={420}>
          A deck holds the phrases you are learning in one language. Pick a language to start your
          first one.
        </Text>
        <Button
          component={Link}
          to="/learn/add-deck"
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          Start your first deck
        </Button>
      </Stack>
    </Paper>
  );
}

/** /learn (docs/product.md §2): my active decks, most recently reviewed first. */
export default function LearningHomePage() {
  const { user, decks, dueByLang, reviews, today } = useDeckOverview();
  const { data: started } = useSuspenseQuery(startedDaysQuery(user.id));
  const { data: plans } = useSuspenseQuery(openPlansQuery(user.id));
  const active = sortDecksByRecency(decks.filter((deck) => !deck.archived));
  const archivedCount = decks.length - active.length;
  return (
    <PageContainer size="lg">
      <PageHeader
        title="Learning Home"
        subtitle="Which deck are we studying today?"
        actions={
          active.length > 0 ? (
            <>
              <StreakLink today={today} />
              <Button
                component={Link}
                to="/learn/add-deck"
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                Add a deck
              </Button>
            </>
          ) : undefined
        }
      />
      <Stack gap="xl">
        {active.length === 0 ? (
          <NoDecksYet />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {active.map((deck) => (
              <DeckTile
                key={deck.lang}
                deck={deck}
                theme={deckThemeFor(deck, decks)}
                today={deckToday(deck.lang, dueByLang.get(deck.lang) ?? 0, {
                  started,
                  plans,
                  today,
                  reviews,
                })}
                activity={deckActivity(
                  reviews.filter((review) => review.lang === deck.lang),
                  deck.daily_review_goal,
                  today,
                )}
              />
            ))}
          </SimpleGrid>
        )}
        {archivedCount > 0 ? (
          <Group>
            <Anchor component={Link} to="/learn/archived" size="sm">
              Archived decks ({archivedCount})
            </Anchor>
          </Group>
        ) : null}
      </Stack>
    </PageContainer>
  );
}
