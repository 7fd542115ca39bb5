import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useOnline } from '@phrasebook/data/online';
import { htmlLang } from '@phrasebook/domain';
import { TranslationsLine } from '../../shared/components/translations-line.tsx';
import {
  SENT_WHEN_ONLINE,
  requestOutbox,
  type QueuedRequestWrite,
} from '../state/request-outbox.ts';

/** What the entry says: a request's prompt, an answer's phrase. */
const textOf = (entry: QueuedRequestWrite) =>
  entry.kind === 'request' ? entry.prompt : entry.phrase_text;

/**
 * My requests or answers the forms could not send yet (state/request-outbox.ts), each with what
 * it waits for: the network, or another try after a failure, which the learner can make at once
 * or give up. Shown, the outbox is sending.
 */
export function PendingRequestWrites({
  uid,
  title,
  shows,
}: {
  uid: string;
  title: string;
  shows: (entry: QueuedRequestWrite) => boolean;
}) {
  const queue = useAtomValue(requestOutbox.atom(uid));
  useEffect(() => requestOutbox.start(uid), [uid]);
  const pending = queue.filter(shows);
  if (pending.length === 0) return null;
  return (
    <section aria-labelledby="pending-writes-title">
      <Title order={3} fz="h4" id="pending-writes-title" mb="xs">
        {title} ({pending.length})
      </Title>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {pending.map((entry) => (
          <Paper key={entry.id} component="li" withBorder radius="md" px="md" py="xs">
            {entry.kind === 'request' ? (
              <Text fw={600} dir="auto">
                {entry.prompt}
              </Text>
            ) : (
              <>
                <Text fw={600} dir="auto" lang={htmlLang(entry.lang)}>
                  {entry.phrase_text}
                </Text>
                <TranslationsLine
                  translations={[{ lang: entry.translation_lang, text: entry.translation_text }]}
                />
              </>
            )}
            <PendingStatus uid={uid} entry={entry} />
          </Paper>
        ))}
      </Stack>
    </section>
  );
}

function PendingStatus({ uid, entry }: { uid: string; entry: QueuedRequestWrite }) {
  const online = useOnline();
  if (!online || entry.attempts === 0) {
    return (
      <Text size="sm" c="dimmed" mt={4}>
        {online ? 'Sending…' : SENT_WHEN_ONLINE}
      </Text>
    );
  }
  return (
    <Group gap="xs" mt={4} role="alert">
      <Text size="sm" c="red">
        Not sent yet{entry.lastError ? `: ${entry.lastError}` : ''}
      </Text>
      <Button size="compact-xs" variant="light" onClick={() => requestOutbox.retryNow(uid)}>
        Retry
      </Button>
      <Button
        size="compact-xs"
        variant="subtle"
        color="gray"
        onClick={() => requestOutbox.discard(uid, entry.id)}
        aria-label={`Remove “${textOf(entry)}”`}
      >
        Remove
      </Button>
    </Group>
  );
}
