import { useRef, type KeyboardEvent } from 'react';
import { ActionIcon, Group, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import {
  CHAT_TEXT_MAX,
  characterCount,
  chatComposerSchema,
  chatTextMessages,
} from '@phrasebook/domain';
import classes from './chats.module.css';
import { focusFirstInvalid } from '@phrasebook/ui/forms';

/** The counter appears this close to the limit. */
const COUNT_FROM = CHAT_TEXT_MAX - 200;

/**
 * Unsent words, by thread, for as long as the app is open: on a phone the list and a thread
 * show one at a time, so a learner who went to the list, or to recommend a phrase, came back
 * to an empty box.
 */
const drafts = new Map<string, string>();

/**
 * Writes a plain text message: Enter sends, Shift+Enter starts a new line (docs/product.md
 * §3: at most 2,000 characters; a longer text cannot be sent and says why). What is written
 * and not sent waits under `draftKey` until the thread is open again.
 */
export function Composer({
  onSend,
  friendName,
  draftKey,
  autoFocus = false,
}: {
  onSend: (text: string) => void;
  friendName: string;
  draftKey: string;
  /** Takes the focus when shown (a thread opened from the keyboard). */
  autoFocus?: boolean;
}) {
  const form = useForm({
    initialValues: { text: drafts.get(draftKey) ?? '' },
    onValuesChange: ({ text }) => {
      if (text) drafts.set(draftKey, text);
      else drafts.delete(draftKey);
    },
    validate: schemaResolver(chatComposerSchema, { sync: true }),
    transformValues: (values) => ({ text: values.text.trim() }),
  });
  const { text } = form.getValues();
  // Too long is said while typing, so the learner sees it before trying; blank only on send.
  const count = characterCount(text.trim());
  const tooLong = count > CHAT_TEXT_MAX;
  const box = useRef<HTMLTextAreaElement>(null);
  const send = form.onSubmit((values) => {
    onSend(values.text);
    // Reset to empty, not to the draft the box opened with.
    form.setInitialValues({ text: '' });
    form.reset();
    drafts.delete(draftKey);
    // Sent with the button, focus went to it and then nowhere as it was disabled: a phone's
    // keyboard closed after every message.
    box.current?.focus();
  }, focusFirstInvalid);
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while composing (an IME picking characters) belongs to the input method.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form className={classes.composer} aria-label="Send a message" noValidate onSubmit={send}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          autosize
          aria-label={`Message to ${friendName}`}
          placeholder="Write a message"
          minRows={1}
          maxRows={6}
          {...form.getInputProps('text')}
          ref={box}
          autoFocus={autoFocus}
          onKeyDown={onKeyDown}
          error={tooLong ? chatTextMessages.tooLong : form.errors.text}
          style={{ flex: 1 }}
        />
        <ActionIcon
          type="submit"
          size={36}
          radius="xl"
          aria-label="Send message"
          disabled={text.trim() === '' || tooLong}
        >
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {count > COUNT_FROM ? (
        <Text size="xs" c={tooLong ? 'red' : 'dimmed'} mt={4} aria-live="polite">
          {count.toLocaleString('en')} / {CHAT_TEXT_MAX.toLocaleString('en')}
        </Text>
      ) : null}
    </form>
  );
}
