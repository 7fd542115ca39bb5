import { Link } from 'react-router';
import type { DeckSummary } from '@phrasebook/data';
import type { DeckActivity, DeckTheme } from '@phrasebook/domain';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { deckColorName, RelativeTime } from '@phrasebook/ui';
import { DeckThemeScope } from './deck-theme-scope.tsx';
import { WeeklyGoal } from './weekly-goal.tsx';
import classes from './decks.module.css';

/** What a deck's today holds (Learning Home's `deckToday`). */
export interface TileToday {
  /** Cards of today's started review not scored yet; none before the day starts. */
  left?: number;
  /** Cards due that today brings. */
  due: number;
  /** 'Catch-up plan, day 2 of 4' while a plan runs. */
  planHeading: string | null;
  /** A plan's day whose set is all scored: what is still due waits for the next days. */
  done?: boolean;
}

export interface DeckTileProps {
  deck: DeckSummary;
  theme: DeckTheme;
  today: TileToday;
  activity: DeckActivity;
}

/** A deck on Learning Home, in its colours; the whole tile opens the deck. */
export function DeckTile({ deck, theme, today, activity }: DeckTileProps) {
  const name = deck.language_name;
  const { left = 0, due } = today;
  return (
    <DeckThemeScope theme={theme}>
      <Paper
        component="article"
        withBorder
        radius="lg"
        p={{ base: 'md', xs: 'lg' }}
        className={classes.tile}
        aria-label={`${name} deck`}
      >
        <Stack gap="sm">
          {/* The badge goes under a long name on a phone rather than being cut ('3 DUE TO…'). */}
          <Group justify="space-between" align="flex-start" gap="xs">
            <Title order={2} fz="h3">
              <Link to={`/learn/${deck.lang}`} className={classes.tileLink}>
                {name}
              </Link>
            </Title>
            {/* A day started holds its due cards: 'Nothing due' read as nothing to do while the
                learner's new cards waited in it. */}
            {left > 0 ? (
              <Badge variant="light" color={deckColorName(theme)} size="lg">
                {left} left today
              </Badge>
            ) : due > 0 ? (
              <Badge variant="light" color={deckColorName(theme)} size="lg">
                {due} due today
              </Badge>
            ) : (
              <Badge variant="light" color="gray" size="lg">
                {today.done ? 'Done for today' : 'Nothing due'}
              </Badge>
            )}
          </Group>
          {today.planHeading ? (
            <Text size="sm" c="dimmed">
              {today.planHeading}
            </Text>
          ) : null}
          <Group gap="lg">
            <Text size="sm">
              <strong>{deck.count_cards}</strong> {deck.count_cards === 1 ? 'card' : 'cards'}
            </Text>
            <Text size="sm">
              {/* Reviews, not cards: an again pass's scores count (docs/product.md). */}
              <strong>{activity.reviewedThisWeek}</strong>{' '}
              {activity.reviewedThisWeek === 1 ? 'review' : 'reviews'} this week
            </Text>
          </Group>
          <WeeklyGoal week={activity.week} goal={deck.daily_review_goal} />
          {deck.most_recent_review_at ? (
            <Group gap={4}>
              <Text size="sm" c="dimmed">
                Last review
              </Text>
              <RelativeTime date={deck.most_recent_review_at} />
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              Not reviewed yet
            </Text>
          )}
        </Stack>
      </Paper>
    </DeckThemeScope>
  );
}
