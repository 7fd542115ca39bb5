import { Button, Kbd, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatIntervalDays, type Score } from '@phrasebook/domain';

const scoreButtons = [
  { score: 1, label: 'Again', color: 'red' },
  { score: 2, label: 'Hard', color: 'orange' },
  { score: 3, label: 'Good', color: 'teal' },
  { score: 4, label: 'Easy', color: 'blue' },
] as const satisfies readonly { score: Score; label: string; color: string }[];

interface ScoreButtonsProps {
  /** Days until the card comes back after each score. */
  intervals: Record<Score, number>;
  /** The card's score today, highlighted. */
  chosen: Score | undefined;
  onScore: (score: Score) => void;
}

/** Again / Hard / Good / Easy with the next interval under each and the key that scores. */
export function ScoreButtons({ intervals, chosen, onScore }: ScoreButtonsProps) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" role="group" aria-label="Score this card">
      {scoreButtons.map(({ score, label, color }) => (
        <Button
          key={score}
          color={color}
          variant={chosen === score ? 'filled' : 'light'}
          aria-pressed={chosen === score}
          aria-keyshortcuts={String(score)}
          onClick={() => onScore(score)}
          h={72}
          radius="md"
          styles={{ label: { width: '100%', justifyContent: 'center' } }}
          data-score={score}
        >
          <Stack gap={2} align="center">
            <Text span fw={700} fz="md" inherit>
              {label}
            </Text>
            <Text span fz="xs" inherit>
              {formatIntervalDays(intervals[score])}{' '}
              <Kbd size="xs" aria-hidden>
                {score}
              </Kbd>
            </Text>
          </Stack>
        </Button>
      ))}
    </SimpleGrid>
  );
}
