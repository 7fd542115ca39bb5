import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { htmlLang } from '@phrasebook/domain';
import { OutboxEntryStatus } from '../../shared/components/outbox-entry-status.tsx';
import { TranslationsLine } from '../../shared/components/translations-line.tsx';
import { requestOutbox, type QueuedRequestWrite } from '../state/request-outbox.ts';

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
  return (
    <OutboxEntryStatus
      entry={entry}
      done="sent"
      onRetry={() => requestOutbox.retryNow(uid)}
      onRemove={() => requestOutbox.discard(uid, entry.id)}
      removeLabel={`Remove “${textOf(entry)}”`}
    />
  );
}
