import { useState, type KeyboardEvent } from 'react';
import { ActionIcon, Group, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { CHAT_TEXT_MAX, chatTextSchema } from '@phrasebook/domain';
import classes from './chats.module.css';

/** The counter appears this close to the limit. */
const COUNT_FROM = CHAT_TEXT_MAX - 200;

/**
 * Writes a plain text message: Enter sends, Shift+Enter starts a new line (docs/product.md
 * §3: at most 2,000 characters; a longer text cannot be sent and says why).
 */
export function Composer({
  onSend,
  friendName,
}: {
  onSend: (text: string) => void;
  friendName: string;
}) {
  const [text, setText] = useState('');
  const parsed = chatTextSchema.safeParse(text);
  const tooLong = text.trim().length > CHAT_TEXT_MAX;

  const send = () => {
    if (!parsed.success) return;
    onSend(parsed.data);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while composing (an IME picking characters) belongs to the input method.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      className={classes.composer}
      aria-label="Send a message"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          autosize
          aria-label={`Message to ${friendName}`}
          placeholder="Write a message"
          minRows={1}
          maxRows={6}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={tooLong ? parsed.error?.issues[0]?.message : undefined}
          style={{ flex: 1 }}
        />
        <ActionIcon
          type="submit"
          size={36}
          radius="xl"
          aria-label="Send message"
          disabled={!parsed.success}
        >
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {text.length > COUNT_FROM ? (
        <Text size="xs" c={tooLong ? 'red' : 'dimmed'} mt={4} aria-live="polite">
          {text.trim().length.toLocaleString('en')} / {CHAT_TEXT_MAX.toLocaleString('en')}
        </Text>
      ) : null}
    </form>
  );
}
