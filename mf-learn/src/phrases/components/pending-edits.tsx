import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { Stack, Text } from '@mantine/core';
import { htmlLang, languageName } from '@phrasebook/domain';
import { OutboxEntryStatus } from '../../shared/components/outbox-entry-status.tsx';
import { phraseEditOutbox, textOf, type QueuedPhraseEdit } from '../state/phrase-edit-outbox.ts';

/**
 * The translations or tags of this phrase that the page could not store yet
 * (state/phrase-edit-outbox.ts), under the ones it has, each with what it waits for. Shown, the
 * outbox is sending.
 */
export function PendingEdits({
  uid,
  phraseId,
  kind,
}: {
  uid: string;
  phraseId: string;
  kind: QueuedPhraseEdit['kind'];
}) {
  const queue = useAtomValue(phraseEditOutbox.atom(uid));
  useEffect(() => phraseEditOutbox.start(uid), [uid]);
  const pending = queue.filter((entry) => entry.phraseId === phraseId && entry.kind === kind);
  if (pending.length === 0) return null;
  return (
    <Stack
      gap={6}
      mt="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={`${kind === 'tag' ? 'Tags' : 'Translations'} waiting to be added`}
    >
      {pending.map((entry) => (
        <li key={entry.id}>
          <Text size="sm">
            {entry.kind === 'translation' ? (
              <>
                {languageName(entry.lang)}: <bdi lang={htmlLang(entry.lang)}>{entry.text}</bdi>
              </>
            ) : (
              <bdi>{entry.name}</bdi>
            )}
          </Text>
          <OutboxEntryStatus
            entry={entry}
            done="added"
            onRetry={() => phraseEditOutbox.retryNow(uid)}
            onRemove={() => phraseEditOutbox.discard(uid, entry.id)}
            removeLabel={`Remove “${textOf(entry)}”`}
          />
        </li>
      ))}
    </Stack>
  );
}
