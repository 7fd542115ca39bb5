import { memo } from 'react';
import { IconArrowBackUp } from '@tabler/icons-react';
import { Button, Group, Text } from '@mantine/core';
import { KeyHint } from './key-hint.tsx';
import type { Score } from '@phrasebook/domain';
import { scoreButtons } from './score-buttons.tsx';

interface UndoButtonProps {
  /** The score that undo would take back; null before the session's first. */
  score: Score | null;
  /** The phrase of the card it was given to, when that is not the card shown. */
  cardText?: string | null;
  onUndo: () => void;
}

/**
 * 'Undo' for the session's newest score (docs/product.md §4 "Undo"), with its shortcut. With no
 * score yet its row is held, empty: coming with the first score, it pushed 'Previous' and 'Next'
 * from under a thumb. The live region is there from the start, so that the first score is heard.
 */
export const UndoButton = memo(function UndoButton({
  score,
  cardText = null,
  onUndo,
}: UndoButtonProps) {
  const label = scoreButtons.find((button) => button.score === score)?.label;
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Text size="sm" c="dimmed" aria-live="polite" truncate="end" miw={0}>
        {label ? `Last score: ${label}` : null}
        {label && cardText ? `, on “${cardText}”` : null}
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
