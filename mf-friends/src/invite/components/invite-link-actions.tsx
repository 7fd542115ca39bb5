import { useState } from 'react';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy, IconShare } from '@tabler/icons-react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { toast } from '@phrasebook/ui';

/** The words that go with the link when shared from the phone's share sheet. */
const shareText =
  'Learn a language with me on Phrasebook: sign up with my link and we are one tap from being friends.';

/** True where the browser offers the system share sheet (phones, some desktops). */
function canShare(link: string): boolean {
  return typeof navigator.share === 'function' && (navigator.canShare?.({ url: link }) ?? true);
}

/** The invite link in a field, with Copy and, where the browser has it, Share. */
export function InviteLinkActions({ link }: { link: string }) {
  const [shareable] = useState(() => canShare(link));
  const share = async () => {
    try {
      await navigator.share({ title: 'Join me on Phrasebook', text: shareText, url: link });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if ((error as DOMException).name !== 'AbortError') {
        toast.error(`Could not share the link: ${(error as Error).message}`);
      }
    }
  };

  const clipboard = useClipboard({ timeout: 2000 });
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label="Your invite link"
        value={link}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: '1 1 18rem' }}
      />
      <Button
        variant={clipboard.copied ? 'light' : 'filled'}
        color={clipboard.copied ? 'teal' : undefined}
        leftSection={
          clipboard.copied ? (
            <IconCheck size={16} aria-hidden />
          ) : (
            <IconCopy size={16} aria-hidden />
          )
        }
        onClick={() => clipboard.copy(link)}
      >
        {clipboard.copied ? 'Copied' : 'Copy link'}
      </Button>
      {shareable ? (
        <Button
          variant="light"
          leftSection={<IconShare size={16} aria-hidden />}
          onClick={() => void share()}
        >
          Share
        </Button>
      ) : null}
      <Text size="xs" c="dimmed" w="100%" aria-live="polite">
        The link holds your user id and nothing else.
      </Text>
    </Group>
  );
}
