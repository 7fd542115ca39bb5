import { Box, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { RelativeTime } from '@phrasebook/ui';
import { useOnline } from '@phrasebook/data/online';
import { htmlLang } from '@phrasebook/domain';
import type { UnsentMessage } from './use-text-sender.ts';
import classes from './chats.module.css';

/**
 * A plain text message: mine on the right, theirs on the left, with its time. The side says
 * who wrote it to the eye; a screen reader hears the name (`sender`) before it.
 */
export function TextBubble({
  text,
  at,
  mine,
  sender,
}: {
  text: string;
  at: string;
  mine: boolean;
  sender: string;
}) {
  return (
    <Box className={classes.row} data-mine={mine || undefined}>
      <VisuallyHidden>{mine ? 'You' : sender}:</VisuallyHidden>
      <div className={classes.bubble} dir="auto">
        {text}
      </div>
      <RelativeTime date={at} size="xs" mt={2} />
    </Box>
  );
}

/** What an unsent message is, above its bubble; plain text needs no word. */
function kindOf(entry: UnsentMessage): string | null {
  if (entry.corrects) return 'Your correction';
  if (entry.recommends) return 'Your recommendation';
  if (entry.shares) return 'A card request you shared';
  return null;
}

/**
 * One of my messages not on the server yet (text, a correction, a recommendation or a shared
 * request): 'Sending…', waiting for the network while offline (the outbox sends it when the
 * network returns), or failed with retry and discard.
 */
export function OutboxBubble({
  entry,
  onRetry,
  onDiscard,
}: {
  entry: UnsentMessage;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const online = useOnline();
  // Offline, a message waits for the network: nothing has failed yet.
  const failed = online && entry.status === 'failed';
  const kind = kindOf(entry);
  return (
    <Box className={classes.row} data-mine data-failed={failed || undefined}>
      <VisuallyHidden>You:</VisuallyHidden>
      {kind ? (
        <Text size="xs" c="dimmed" mb={2}>
          {kind}
        </Text>
      ) : null}
      <div className={classes.bubble} dir="auto">
        {entry.recommends || entry.shares ? (
          <>
            <Text
              inherit
              fw={600}
              dir="auto"
              lang={entry.recommends ? htmlLang(entry.recommends.phrase.lang) : undefined}
            >
              {entry.recommends?.text ?? entry.shares?.prompt}
            </Text>
            {entry.message ? (
              <Text inherit fs="italic" dir="auto">
                “{entry.message}”
              </Text>
            ) : null}
          </>
        ) : (
          entry.message
        )}
      </div>
      {failed ? (
        <Group gap={6} mt={4} role="alert">
          <Text size="xs" c="red">
            Not sent{entry.lastError ? `: ${entry.lastError}` : ''}
          </Text>
          <Button size="compact-xs" variant="light" onClick={onRetry}>
            Retry
          </Button>
          <Button size="compact-xs" variant="subtle" color="gray" onClick={onDiscard}>
            Discard
          </Button>
        </Group>
      ) : (
        <Text size="xs" c="dimmed" mt={2}>
          {online ? 'Sending…' : 'Waiting for the network: sent when you are back online'}
        </Text>
      )}
    </Box>
  );
}
