import { IconCircleCheck, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  latestReviewsByCard,
  readReviewProgress,
  reviewDayComplete,
  reviewDayStats,
  reviewProgressKey,
  type DayString,
  type HistoryReview,
} from '@phrasebook/domain';
import { cardsLabel } from '../../shared/components/goal-label.ts';
import type { OpenPlan } from '../api/open-plans-query.ts';
import { planDayHeading } from './plan-day.ts';
import classes from './decks.module.css';

interface TodaysReviewProps {
  lang: string;
  goal: number;
  /** Cards due today, before the day's set is drawn. */
  due: number;
  today: DayString;
  /** Today's set once the day is started, else null. */
  manifest: readonly string[] | null;
  /** My reviews in this deck today. */
  reviews: readonly HistoryReview[];
  /** The deck's catch-up plan, while it runs. */
  plan: OpenPlan | null;
  /**
   * Cards a review could bring new: my cards never reviewed and the library's phrases not in my
   * deck; undefined until both are read.
   */
  newCards?: number;
}

/** This browser's place in today's session; a record of another day is the review's to drop. */
function storedProgress(lang: string, today: DayString) {
  try {
    return readReviewProgress(
      window.localStorage.getItem(reviewProgressKey(lang, today)),
      lang,
      today,
    );
  } catch {
    return null;
  }
}

/**
 * What a plan's day brings: the cap of the due cards, lowest recall first, and no new cards.
 * A day whose due cards fit the cap is the plan's last (docs/product.md §4).
 */
function planDaySummary(plan: OpenPlan, due: number, today: DayString) {
  const heading = planDayHeading(plan, today);
  if (due === 0) return `${heading}: nothing is due, so today brings new cards again.`;
  if (due <= plan.daily_cap)
    return `${heading}: today brings the last ${cardsLabel(due)} due, and the plan ends with them.`;
  return `${heading}: today brings ${plan.daily_cap} of the ${cardsLabel(due)} due, and no new cards.`;
}

/**
 * The deck page's panel for today's review (docs/product.md §4): what it will bring before the
 * day starts, how far it is once started, and that it is done once done, as the review setup says.
 */
export function TodaysReview({
  lang,
  goal,
  due,
  today,
  manifest,
  reviews,
  plan,
  newCards,
}: TodaysReviewProps) {
  // A day started with no cards has nothing to count: the panel reads as before the start.
  const day = manifest?.length ? { manifest, reviews: latestReviewsByCard(reviews) } : null;
  const stats = day && reviewDayStats(day);
  const complete = day ? reviewDayComplete(day, storedProgress(lang, today)) : false;
  // Nothing due and nothing new: starting would only say 'Nothing to review today'.
  const nothingToBring = !stats && !plan && due === 0 && newCards === 0;
  let summary: string;
  if (nothingToBring)
    summary = 'Nothing is due, and no new cards are waiting: add phrases to review them.';
  else if (!stats)
    summary = plan
      ? planDaySummary(plan, due, today)
      : due > 0
        ? `${due} ${due === 1 ? 'card is' : 'cards are'} due, plus new cards up to your goal of ${goal}.`
        : `Nothing is due; today's review brings new cards up to your goal of ${goal}.`;
  else if (complete)
    summary = `Done for today: ${cardsLabel(stats.reviewed)} reviewed. ${
      plan && due > 0 ? 'Your catch-up plan brings the next ones tomorrow.' : 'See you tomorrow.'
    }`;
  else
    summary = `${stats.reviewed} of ${cardsLabel(stats.count)} reviewed${
      stats.again > 0 ? `, ${stats.again} to go over again` : ''
    }.`;
  return (
    <Paper
      withBorder
      radius="lg"
      // A phone's padding leaves the review's button room (decks.module.css, .reviewButton).
      p={{ base: 'md', xs: 'lg' }}
      style={{ borderColor: 'var(--deck-color)' }}
    >
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h3">
            Today&apos;s review
          </Title>
          <Text c="dimmed">{summary}</Text>
        </Stack>
        {nothingToBring ? null : complete ? (
          // The finished day's screen keeps undo and Share.
          <Button
            component={Link}
            to={`/learn/${lang}/review`}
            size="md"
            variant="default"
            leftSection={<IconCircleCheck size={18} aria-hidden />}
          >
            See today&apos;s review
          </Button>
        ) : (
          <Button
            component={Link}
            to={stats ? `/learn/${lang}/review/go` : `/learn/${lang}/review`}
            size="md"
            classNames={{ root: classes.reviewButton, section: classes.reviewButtonIcon }}
            leftSection={<IconPlayerPlay size={18} aria-hidden />}
          >
            {stats ? "Continue today's review" : "Start today's review"}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
