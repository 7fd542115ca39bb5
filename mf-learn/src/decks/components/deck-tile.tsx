import { Link } from 'react-router';
import type { DeckSummary } from '@phrasebook/data';
import type { DeckActivity, DeckTheme } from '@phrasebook/domain';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { deckColorName, RelativeTime } from '@phrasebook/ui';
import { DeckThemeScope } from './deck-theme-scope.tsx';
import { WeeklyGoal } from './weekly-goal.tsx';
import classes from './decks.module.css';

export interface DeckTileProps {
  deck: DeckSummary;
  theme: DeckTheme;
  dueToday: number;
  /** Cards of today's started review not scored yet; 0 before the day starts. */
  leftToday: number;
  activity: DeckActivity;
}

/** A deck on Learning Home, in its colours; the whole tile opens the deck. */
export function DeckTile({ deck, theme, dueToday, leftToday, activity }: DeckTileProps) {
  const name = deck.language_name;
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
            {leftToday > 0 ? (
              <Badge variant="light" color={deckColorName(theme)} size="lg">
                {leftToday} left today
              </Badge>
            ) : dueToday > 0 ? (
              <Badge variant="light" color={deckColorName(theme)} size="lg">
                {dueToday} due today
              </Badge>
            ) : (
              <Badge variant="light" color="gray" size="lg">
                Nothing due
              </Badge>
            )}
          </Group>
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
