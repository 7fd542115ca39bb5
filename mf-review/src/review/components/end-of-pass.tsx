import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { reviewDayStats, type ReviewDay } from '@phrasebook/domain';

interface EndOfPassProps {
  screen: 'unreviewed-remain' | 'again-remain';
  day: ReviewDay;
  onReview: () => void;
  onSkip: () => void;
}

/**
 * Between passes (docs/product.md §4): 'Some cards have no score yet' when cards were left
 * unreviewed, 'Go over the cards marked Again' when cards scored Again remain; review them or
 * skip for today. Named by what is left, not numbered: the first pass has no step title.
 */
export function EndOfPass({ screen, day, onReview, onSkip }: EndOfPassProps) {
  const stats = reviewDayStats(day);
  const unreviewed = screen === 'unreviewed-remain';
  const count = unreviewed ? stats.unreviewed : stats.again;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {unreviewed ? 'Some cards have no score yet' : 'Go over the cards marked Again'}
        </Title>
        <Text>
          {unreviewed
            ? `You left ${count} ${count === 1 ? 'card' : 'cards'} without a score. Review ${count === 1 ? 'it' : 'them'} now, or skip for today.`
            : `You marked ${count} ${count === 1 ? 'card' : 'cards'} Again. Go over ${count === 1 ? 'it' : 'them'} once more until you get ${count === 1 ? 'it' : 'each'} right, or skip for today.`}
        </Text>
        <Group gap="sm">
          <Button size="lg" onClick={onReview}>
            {unreviewed ? `Review skipped cards (${count})` : `Review cards (${count})`}
          </Button>
          <Button size="lg" variant="default" onClick={onSkip}>
            Skip for today
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
