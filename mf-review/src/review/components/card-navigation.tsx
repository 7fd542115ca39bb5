import { memo } from 'react';
import { IconArrowLeft, IconArrowRight, IconPlayerSkipForward } from '@tabler/icons-react';
import type { ReviewStage } from '@phrasebook/domain';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { focusableDisabled } from '@phrasebook/ui';
import { KeyHint } from './key-hint.tsx';
import { ProgressBar } from './progress-bar.tsx';

interface CardPositionProps {
  stage: ReviewStage;
  index: number;
  count: number;
  reviewed: number;
  againLeft: number;
}

interface CardMovesProps {
  stage: ReviewStage;
  index: number;
  count: number;
  onPrevious: () => void;
  onNext: () => void;
  onSkipAgain: () => void;
}

// Both memoised: a score redraws the session, and these change only with the card or the count.

/** 'Card i of n' with the day's progress. */
export const CardPosition = memo(function CardPosition({
  stage,
  index,
  count,
  reviewed,
  againLeft,
}: CardPositionProps) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text fw={600} aria-live="polite">
          Card {index + 1} of {count}
        </Text>
        {stage >= 3 ? (
          <Badge color="red" variant="light">
            Again: {againLeft} left
          </Badge>
        ) : null}
      </Group>
      <ProgressBar
        value={count ? (100 * reviewed) / count : 0}
        size="sm"
        aria-label="Cards reviewed today"
      />
    </Stack>
  );
});

/** Previous and next in the first pass (← and →); 'Skip for today' in the again pass. */
export const CardMoves = memo(function CardMoves({
  stage,
  index,
  count,
  onPrevious,
  onNext,
  onSkipAgain,
}: CardMovesProps) {
  if (stage >= 3) {
    return (
      <Group justify="flex-end">
        <Button
          variant="default"
          size="md"
          onClick={onSkipAgain}
          leftSection={<IconPlayerSkipForward size={18} aria-hidden />}
        >
          Skip for today
        </Button>
      </Group>
    );
  }
  return (
    <Group justify="space-between" gap="sm">
      <Button
        variant="default"
        size="md"
        // On the first card it keeps the focus: Previous pressed from the second left it there.
        {...focusableDisabled(index === 0)}
        onClick={() => {
          if (index > 0) onPrevious();
        }}
        aria-keyshortcuts="ArrowLeft"
        leftSection={<IconArrowLeft size={18} aria-hidden />}
        rightSection={<KeyHint>←</KeyHint>}
      >
        Previous
      </Button>
      <Button
        variant="default"
        size="md"
        {...focusableDisabled(index >= count)}
        onClick={() => {
          if (index < count) onNext();
        }}
        aria-keyshortcuts="ArrowRight"
        leftSection={<KeyHint>→</KeyHint>}
        rightSection={<IconArrowRight size={18} aria-hidden />}
      >
        Next
      </Button>
    </Group>
  );
});
