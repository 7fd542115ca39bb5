import { TextArea, type TextAreaProps } from '@phrasebook/ui/lean';
import { CHAT_TEXT_MAX } from '@phrasebook/domain';

/** The optional note that goes with a recommendation or a shared request (a message's text). */
export function NoteField(props: Omit<TextAreaProps, 'label'>) {
  return (
    <TextArea
      label="A note (optional)"
      minRows={2}
      maxRows={5}
      maxLength={CHAT_TEXT_MAX}
      {...props}
    />
  );
}
