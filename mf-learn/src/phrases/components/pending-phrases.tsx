import { Fragment, useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { htmlLang } from '@phrasebook/domain';
import { OutboxEntryStatus } from '../../shared/components/outbox-entry-status.tsx';
import { phraseOutbox, phrasesOf, type QueuedPhrases } from '../../shared/state/phrase-outbox.ts';
import { TranslationsLine } from '../../shared/components/translations-line.tsx';

/**
 * The phrases of this deck that the add forms could not store yet (shared/state/phrase-outbox.ts),
 * each add with what it waits for: the network, or another try after a failure, which the
 * learner can make at once or give up.
 */
export function PendingPhrases({ uid, lang }: { uid: string; lang: string }) {
  const queue = useAtomValue(phraseOutbox.atom(uid));
  useEffect(() => phraseOutbox.start(uid), [uid]);
  const pending = queue.filter((entry) => entry.lang === lang);
  if (pending.length === 0) return null;
  const count = pending.reduce((sum, entry) => sum + phrasesOf(entry).length, 0);
  return (
    <section aria-labelledby="pending-title">
      <Title order={3} fz="h4" id="pending-title" mb="xs">
        Waiting to be added ({count})
      </Title>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {pending.map((entry) => (
          <Paper key={entry.id} component="li" withBorder radius="md" px="md" py="xs">
            {phrasesOf(entry).map((phrase) => (
              <Fragment key={phrase.id}>
                <Text fw={600} dir="auto" lang={htmlLang(entry.lang)}>
                  {phrase.phrase_text}
                </Text>
                <TranslationsLine translations={phrase.translations} />
              </Fragment>
            ))}
            <PendingStatus uid={uid} entry={entry} />
          </Paper>
        ))}
      </Stack>
    </section>
  );
}

function PendingStatus({ uid, entry }: { uid: string; entry: QueuedPhrases }) {
  const phrases = phrasesOf(entry);
  return (
    <OutboxEntryStatus
      entry={entry}
      done="added"
      onRetry={() => phraseOutbox.retryNow(uid)}
      onRemove={() => phraseOutbox.discard(uid, entry.id)}
      removeLabel={
        phrases.length === 1
          ? `Remove “${phrases[0]?.phrase_text}”`
          : `Remove these ${phrases.length} phrases`
      }
    />
  );
}
