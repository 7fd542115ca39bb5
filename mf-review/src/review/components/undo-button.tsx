import { memo } from 'react';
import { IconArrowBackUp } from '@tabler/icons-react';
import { Button, Group, Kbd, Text } from '@mantine/core';
import type { Score } from '@phrasebook/domain';
import { scoreButtons } from './score-buttons.tsx';

interface UndoButtonProps {
  /** The score that undo would take back. */
  score: Score;
  onUndo: () => void;
}

/** 'Undo' for the session's newest score (docs/product.md §4 "Undo"), with its shortcut. */
export const UndoButton = memo(function UndoButton({ score, onUndo }: UndoButtonProps) {
  const label = scoreButtons.find((button) => button.score === score)?.label;
  return (
    <Group gap="xs" justify="flex-end">
      <Text size="sm" c="dimmed" aria-live="polite">
        Last score: {label}
      </Text>
      <Button
        variant="default"
        size="compact-md"
        onClick={onUndo}
        aria-keyshortcuts="Control+Z Meta+Z"
        leftSection={<IconArrowBackUp size={16} aria-hidden />}
        rightSection={
          <Kbd size="xs" aria-hidden>
            Ctrl Z
          </Kbd>
        }
      >
        Undo
      </Button>
    </Group>
  );
});
