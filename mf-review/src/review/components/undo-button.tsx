import { memo } from 'react';
import { IconArrowBackUp } from '@tabler/icons-react';
import { Button, Group, Text } from '@mantine/core';
import { KeyHint } from './key-hint.tsx';
import type { Score } from '@phrasebook/domain';
import { scoreButtons } from './score-buttons.tsx';

interface UndoButtonProps {
  /** The score that undo would take back; null before the session's first. */
  score: Score | null;
  /** The place in the day of the card it was given to, when that is not the card shown. */
  cardNumber?: number | null;
  onUndo: () => void;
}

/**
 * 'Undo' for the session's newest score (docs/product.md §4 "Undo"), with its shortcut. With no
 * score yet its row is held, empty: coming with the first score, it pushed 'Previous' and 'Next'
 * from under a thumb. The live region is there from the start, so that the first score is heard.
 */
export const UndoButton = memo(function UndoButton({
  score,
  cardNumber = null,
  onUndo,
}: UndoButtonProps) {
  const label = scoreButtons.find((button) => button.score === score)?.label;
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Text size="sm" c="dimmed" truncate="end" miw={0}>
        {/* Said when a score is given; moving between cards changes only the card's number. */}
        <span aria-live="polite">{label ? `Last score: ${label}` : null}</span>
        {label && cardNumber !== null ? `, on card ${cardNumber}` : null}
      </Text>
      <Button
        variant="default"
        size="compact-md"
        onClick={onUndo}
        disabled={!label}
        style={label ? undefined : { visibility: 'hidden' }}
        aria-keyshortcuts="Control+Z Meta+Z"
        leftSection={<IconArrowBackUp size={16} aria-hidden />}
        rightSection={<KeyHint size="xs">Ctrl Z</KeyHint>}
      >
        Undo
      </Button>
    </Group>
  );
});
