import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { correctionProblem } from '@phrasebook/domain';
import { useShownWhole } from './use-shown-whole.ts';

/**
 * The friend's message opened for editing, prefilled with its text: what I send is my
 * suggestion of how they could have said it (docs/product.md "Corrections").
 */
export default function SuggestCorrectionForm({
  original,
  friendName,
  onSend,
  onCancel,
}: {
  original: string;
  friendName: string;
  onSend: (corrected: string) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState(original);
  const [problem, setProblem] = useState<string | null>(null);
  const whole = useShownWhole<HTMLFormElement>();

  return (
    <form
      ref={whole}
      aria-label={`Suggest a correction of ${friendName}'s message`}
      // Escape leaves it as Cancel does, as a dialog would: it opens in place of the message.
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
      onSubmit={(event) => {
        event.preventDefault();
        const why = correctionProblem(original, text);
        setProblem(why);
        if (!why) onSend(text.trim());
      }}
    >
      <Stack gap="xs">
        <Textarea
          autosize
          autoFocus
          minRows={2}
          maxRows={8}
          label="Your correction"
          description={`Edit ${friendName}'s sentence as you would say it`}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setProblem(null);
          }}
          error={problem}
        />
        <Group gap="xs" justify="flex-end">
          <Button variant="default" size="xs" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" size="xs">
            Send correction
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
