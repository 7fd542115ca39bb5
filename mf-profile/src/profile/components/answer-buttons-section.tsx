import { Box, Button, Stack, Text } from '@mantine/core';
import type { AnswerButtons } from '@phrasebook/domain';
import { focusableDisabled, toast } from '@phrasebook/ui';
import { useUpdateReviewSettingsMutation } from '../api/update-review-settings.ts';
import classes from './answer-buttons-section.module.css';

const choices: { value: AnswerButtons; label: string }[] = [
  { value: 'four', label: 'Four: Again, Hard, Good, Easy' },
  { value: 'two', label: 'Two: Again, Good' },
];

/**
 * The profile's answer buttons (docs/product.md §4 "Answer buttons"), for every deck that does
 * not choose its own in its settings. Saved as soon as it is picked. Two pressed-or-not
 * buttons: Mantine's choice controls are a part of their own that the profile's first load
 * would carry for this alone (docs/performance.md).
 */
export function AnswerButtonsSection({ uid, value }: { uid: string; value: AnswerButtons }) {
  const update = useUpdateReviewSettingsMutation();
  const pending = update.isPending ? update.variables.patch : null;
  const shown = pending && 'answer_buttons' in pending ? pending.answer_buttons : value;
  return (
    <Stack gap="xs">
      <Text size="sm" id="answer-buttons-label">
        Answer buttons
      </Text>
      <Box role="group" aria-labelledby="answer-buttons-label">
        <Button.Group orientation="vertical">
          {choices.map((choice) => (
            <Button
              key={choice.value}
              classNames={{ root: classes.choice, label: classes.choiceLabel }}
              variant={shown === choice.value ? 'filled' : 'default'}
              aria-pressed={shown === choice.value}
              {...focusableDisabled(update.isPending)}
              onClick={() => {
                if (update.isPending || choice.value === value) return;
                update.mutate(
                  { uid, patch: { answer_buttons: choice.value } },
                  { onSuccess: () => toast.success('Your answer buttons are saved') },
                );
              }}
            >
              {choice.label}
            </Button>
          ))}
        </Button.Group>
      </Box>
    </Stack>
  );
}
