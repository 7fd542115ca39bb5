import { memo } from 'react';
import { IconArrowBackUp } from '@tabler/icons-react';
import { Button, Group, Text } from '@mantine/core';
import { KeyHint } from './key-hint.tsx';
import type { Score } from '@phrasebook/domain';
import { scoreButtons } from './score-buttons.tsx';

interface UndoButtonProps {
  /** The score that undo would take back; null before the session's first. */
  score: Score | null;
  onUndo: () => void;
}

/**
 * 'Undo' for the session's newest score (docs/product.md §4 "Undo"), with its shortcut. With no
 * score yet its row is held, empty: coming with the first score, it pushed 'Previous' and 'Next'
 * from under a thumb. The live region is there from the start, so that the first score is heard.
 */
export const UndoButton = memo(function UndoButton({ score, onUndo }: UndoButtonProps) {
  const label = scoreButtons.find((button) => button.score === score)?.label;
  return (
    <Group gap="xs" justify="flex-end">
      <Text size="sm" c="dimmed" aria-live="polite">
        {label ? `Last score: ${label}` : null}
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
