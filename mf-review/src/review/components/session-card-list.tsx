import { memo, useId, useState } from 'react';
import { Button, SimpleGrid, Stack } from '@mantine/core';
import type { DayReview } from '@phrasebook/domain';
import { scoreButtons } from './score-buttons.tsx';

interface SessionCardListProps {
  manifest: readonly string[];
  reviews: Readonly<Record<string, DayReview | undefined>>;
  current: number;
  onGoto: (index: number) => void;
}

/**
 * Every card of the day, numbered, with its score so far: the session's 'go to index' step
 * (docs/product.md §4). Folded away until asked for; each card is a button, so the list is
 * reached and used by keyboard like the rest of the session.
 */
export const SessionCardList = memo(function SessionCardList({
  manifest,
  reviews,
  current,
  onGoto,
}: SessionCardListProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <Stack gap="xs" align="center">
      <Button
        variant="subtle"
        size="compact-sm"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? 'Hide the card list' : 'All cards'}
      </Button>
      {open ? (
        <nav id={listId} aria-label="Cards of today's review" style={{ width: '100%' }}>
          <SimpleGrid cols={{ base: 5, sm: 10 }} spacing={6}>
            {manifest.map((phraseId, index) => {
              const score = reviews[phraseId]?.score;
              const style = scoreButtons.find((button) => button.score === score);
              return (
                <Button
                  key={phraseId}
                  size="compact-sm"
                  variant={index === current ? 'filled' : style ? 'light' : 'default'}
                  color={style?.color}
                  aria-current={index === current ? 'step' : undefined}
                  aria-label={`Card ${index + 1}: ${style ? style.label : 'not reviewed yet'}`}
                  onClick={() => onGoto(index)}
                >
                  {index + 1}
                </Button>
              );
            })}
          </SimpleGrid>
        </nav>
      ) : null}
    </Stack>
  );
});
