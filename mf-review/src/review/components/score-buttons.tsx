import { memo } from 'react';
import {
  formatIntervalDays,
  scoresOffered,
  spokenIntervalDays,
  type AnswerButtons,
  type Score,
} from '@phrasebook/domain';
import { SimpleGrid, Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { KeyHint } from './key-hint.tsx';

/** Each score as the session draws it (also in the card list). */
export const scoreButtons = [
  { score: 1, label: 'Again', color: 'red', filled: 'red.9', text: 'white' },
  { score: 2, label: 'Hard', color: 'orange', filled: 'orange.6', text: 'black' },
  { score: 3, label: 'Good', color: 'teal', filled: 'teal.6', text: 'black' },
  { score: 4, label: 'Easy', color: 'blue', filled: 'blue.8', text: 'white' },
  // `filled`: shades whose `text` reaches 4.5:1 on them (Mantine's autoContrast picks the same).
] as const satisfies readonly {
  score: Score;
  label: string;
  color: string;
  filled: string;
  text: 'white' | 'black';
}[];

interface ScoreButtonsProps {
  /** Days until the card comes back after each score; null when no score moves it. */
  intervals: Record<Score, number> | null;
  /** The card's score today, highlighted. */
  chosen: Score | undefined;
  onScore: (score: Score) => void;
  /** Four buttons (the spec's) or two, Again and Good (docs/product.md §4 "Answer buttons"). */
  mode?: AnswerButtons;
}

/** The key that scores: its digit, or Enter for Good in two-button mode. */
const keyOf = (score: Score, mode: AnswerButtons) =>
  mode === 'two' && score === 3 ? 'Enter' : String(score);

/**
 * Again / Hard / Good / Easy (or Again / Good) with the next interval under each and the key
 * that scores. Memoised, as each button: a score redraws only the buttons whose highlight
 * changed, in the paint that acknowledges it.
 */
export const ScoreButtons = memo(function ScoreButtons({
  intervals,
  chosen,
  onScore,
  mode = 'four',
}: ScoreButtonsProps) {
  const offered = scoresOffered(mode);
  return (
    <SimpleGrid
      cols={{ base: 2, sm: offered.length }}
      spacing="sm"
      role="group"
      aria-label="Score this card"
    >
      {scoreButtons
        .filter(({ score }) => offered.includes(score))
        .map((button) => (
          <ScoreButton
            key={button.score}
            button={button}
            interval={intervals?.[button.score] ?? null}
            chosen={chosen === button.score}
            onScore={onScore}
            mode={mode}
          />
        ))}
    </SimpleGrid>
  );
});

interface ScoreButtonProps {
  button: (typeof scoreButtons)[number];
  interval: number | null;
  chosen: boolean;
  onScore: (score: Score) => void;
  mode: AnswerButtons;
}

const ScoreButton = memo(function ScoreButton({
  button: { score, label, color, filled, text },
  interval,
  chosen,
  onScore,
  mode,
}: ScoreButtonProps) {
  return (
    <Button
      color={chosen ? filled : color}
      // Filled (with a text colour that contrasts) for the card's score, neutral otherwise
      // with the score's colour as an accent: light variants fail contrast in light mode.
      variant={chosen ? 'filled' : 'default'}
      c={chosen ? text : undefined}
      style={{ borderTop: `4px solid var(--mantine-color-${color}-6)` }}
      aria-pressed={chosen}
      aria-keyshortcuts={mode === 'two' && score === 3 ? 'Enter Space' : String(score)}
      onClick={() => onScore(score)}
      h={72}
      radius="md"
      styles={labelStyles}
      data-score={score}
    >
      <Stack gap={2} align="center">
        <Text span fw={700} fz="md" inherit>
          {label}
        </Text>
        <Text span fz="xs" inherit>
          {/* "1 d" to the eye, "1 day" to a screen reader. */}
          {interval === null ? null : (
            <>
              <span aria-hidden>{formatIntervalDays(interval)}</span>
              <VisuallyHidden>{spokenIntervalDays(interval)}</VisuallyHidden>{' '}
            </>
          )}
          <KeyHint size="xs">{keyOf(score, mode)}</KeyHint>
        </Text>
      </Stack>
    </Button>
  );
});

const labelStyles = { label: { width: '100%', justifyContent: 'center' } };
