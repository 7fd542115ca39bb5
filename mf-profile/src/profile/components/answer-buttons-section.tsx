import { SegmentedControl, Stack, Text } from '@mantine/core';
import { isAnswerButtons, type AnswerButtons } from '@phrasebook/domain';
import { toast } from '@phrasebook/ui';
import { useUpdateAnswerButtonsMutation } from '../api/update-answer-buttons.ts';

const choices = [
  { value: 'four', label: 'Four: Again, Hard, Good, Easy' },
  { value: 'two', label: 'Two: Again, Good' },
];

/**
 * The profile's answer buttons (docs/product.md §4 "Answer buttons"), for every deck that does
 * not choose its own in its settings. Saved as soon as it is picked.
 */
export function AnswerButtonsSection({ uid, value }: { uid: string; value: AnswerButtons }) {
  const update = useUpdateAnswerButtonsMutation();
  return (
    <Stack gap="xs">
      <Text size="sm" id="answer-buttons-label">
        Answer buttons
      </Text>
      <SegmentedControl
        aria-labelledby="answer-buttons-label"
        data={choices}
        value={update.isPending ? update.variables.answerButtons : value}
        disabled={update.isPending}
        onChange={(next) => {
          if (!isAnswerButtons(next)) return;
          update.mutate(
            { uid, answerButtons: next },
            { onSuccess: () => toast.success('Your answer buttons are saved') },
          );
        }}
        orientation="vertical"
        fullWidth
      />
    </Stack>
  );
}
