import { lazy, Suspense } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { buildDayManifest, manifestInputOf, type DayString } from '@phrasebook/domain';
import { List, Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { toast } from '@phrasebook/ui';
import { reviewSetupQuery } from '../api/review-setup-query.ts';
import { useStartReviewDayMutation } from '../api/start-review-day.ts';
import { AddCardsLinks } from './deck-links.tsx';
import { DeckNotFound } from './missing-deck.tsx';
import { NothingToReview } from './nothing-to-review.tsx';
import { StatTile, StatTiles } from './stat-tile.tsx';

// A plan after a break comes on few days: its screens load only then, and the setup's first
// load stays within its held weight (tests/bench/page-weight.ts).
const CatchUpOffer = lazy(() => import('./catch-up/catch-up-offer.tsx'));
const CatchUpPlanBar = lazy(() => import('./catch-up/catch-up-plan-bar.tsx'));

/** The toast once the day is started (docs/product.md §4). */
export const readyToast = (total: number, fresh: number) =>
  `Ready to go! ${total} to study today, ${fresh} fresh new cards`;

/**
 * Setup before the day starts: today's set (every due card plus new cards up to the daily
 * goal), where the new cards come from, and the start button. `loadSessionScreen` starts the
 * session screen's chunk when the learner reaches for the button (its route hands it over).
 */
export function TodaysSet({
  lang,
  dayString,
  loadSessionScreen,
}: {
  lang: string;
  dayString: DayString;
  loadSessionScreen: () => Promise<unknown>;
}) {
  const { data: setup } = useSuspenseQuery(reviewSetupQuery(lang, dayString));
  const start = useStartReviewDayMutation();
  const navigate = useNavigate();
  if (!setup) return <DeckNotFound code={lang} />;
  const { catchUp } = setup;
  // Under a plan the server leaves new cards out: their shortage is the plan's, not the deck's.
  const underPlan = catchUp?.catch_up_plan != null;
  const offered = catchUp?.catch_up_offer != null;

  const today = buildDayManifest(manifestInputOf(setup));
  if (today.manifest.length === 0) return <NothingToReview lang={lang} />;

  // mutateAsync: the day's cache update swaps this screen for 'Continue' before we go on.
  const onStart = async () => {
    void loadSessionScreen();
    const manifest = await start
      .mutateAsync({
        lang,
        daySession: dayString,
        manifest: today.manifest,
        recall: today.recall,
      })
      .catch(() => null);
    if (!manifest) return;
    // Another device may have started the day first: count what the server holds.
    const due = new Set(today.due);
    toast.success(readyToast(manifest.length, manifest.filter((id) => !due.has(id)).length));
    await navigate(`/learn/${lang}/review/go`);
  };

  const set = (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Title order={2} size="h3">
          {/* Beside a plan's offer this is the other choice, not a second start. */}
          {offered ? "Or, without a plan: today's set" : "Today's set"}
        </Title>
        {underPlan && catchUp ? (
          <Suspense fallback={null}>
            <CatchUpPlanBar lang={lang} dayString={dayString} setup={catchUp} />
          </Suspense>
        ) : null}
        <StatTiles>
          <StatTile label="Total" value={today.manifest.length} />
          <StatTile label="Scheduled" value={today.due.length} />
          <StatTile label="New" value={today.newCount} />
        </StatTiles>
        <List spacing={4} aria-label="Where the new cards come from">
          <List.Item>
            From friends&apos; recommendations: {today.newCards.recommended.length}
          </List.Item>
          <List.Item>Unreviewed cards in your deck: {today.newCards.deck.length}</List.Item>
          {today.newCards.recall.length > 0 ? (
            <List.Item>
              Phrases to say for the first time (recall): {today.newCards.recall.length}
            </List.Item>
          ) : null}
          <List.Item>New from the library: {today.newCards.library.length}</List.Item>
        </List>
        {today.short && !underPlan ? (
          <Alert
            // Advice, there when the screen opens: not an alert to interrupt a screen reader.
            role="note"
            color="yellow"
            variant="light"
            title="Not enough new cards"
            // No icon: its column left the links too narrow a note on a 320 px phone.
          >
            <Stack gap="sm">
              <Text size="sm">
                Your daily goal is {setup.daily_review_goal} new cards and only {today.newCount}{' '}
                {today.newCount === 1 ? 'is' : 'are'} ready. Add phrases to your deck or pick some
                from the library.
              </Text>
              <AddCardsLinks lang={lang} />
            </Stack>
          </Alert>
        ) : null}
        <Button
          // Medium and as wide as the card on a phone: large, it ran past a 320 px card.
          size="md"
          w={{ base: '100%', xs: 'auto' }}
          onClick={() => void onStart()}
          onPointerEnter={() => void loadSessionScreen()}
          onFocus={() => void loadSessionScreen()}
          loading={start.isPending}
          variant={offered ? 'default' : 'filled'}
          leftSection={<IconPlayerPlay size={20} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          Start today&apos;s review
        </Button>
      </Stack>
    </Paper>
  );
  if (!offered || !catchUp) return set;
  return (
    <Stack gap="lg">
      <Suspense fallback={null}>
        <CatchUpOffer lang={lang} dayString={dayString} setup={catchUp} />
      </Suspense>
      {set}
    </Stack>
  );
}
