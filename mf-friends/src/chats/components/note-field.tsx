import { CHAT_TEXT_MAX } from '@phrasebook/domain';
import { Textarea, type TextareaProps } from '@mantine/core';

/** The optional note that goes with a recommendation or a shared request (a message's text). */
export function NoteField(props: Omit<TextareaProps, 'label'>) {
  return (
    <Textarea
      autosize
      label="A note (optional)"
      minRows={2}
      maxRows={5}
      maxLength={CHAT_TEXT_MAX}
      {...props}
    />
  );
}
