import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useOnline } from '@phrasebook/data/online';
import { htmlLang, languageName } from '@phrasebook/domain';
import { PHRASE_WAITING, phraseOutbox } from '../../shared/state/phrase-outbox.ts';

/**
 * The phrases of this deck that the add form could not store yet (state/phrase-outbox.ts), each
 * with what it waits for: the network, or another try after a failure, which the learner can
 * make at once or give up.
 */
export function PendingPhrases({ uid, lang }: { uid: string; lang: string }) {
  const online = useOnline();
  const queue = useAtomValue(phraseOutbox.atom(uid));
  useEffect(() => phraseOutbox.start(uid), [uid]);
  const pending = queue.filter((entry) => entry.lang === lang);
  if (pending.length === 0) return null;
  return (
    <section aria-labelledby="pending-title">
      <Title order={3} fz="h4" id="pending-title" mb="xs">
        Waiting to be added ({pending.length})
      </Title>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {pending.map((entry) => (
          <Paper key={entry.id} component="li" withBorder radius="md" px="md" py="xs">
            <Text fw={600} dir="auto" lang={htmlLang(entry.lang)}>
              {entry.phrase_text}
            </Text>
            <Text size="sm" c="dimmed">
              {languageName(entry.translation_lang)}:{' '}
              <bdi lang={htmlLang(entry.translation_lang)}>{entry.translation_text}</bdi>
            </Text>
            {!online ? (
              <Text size="sm" c="dimmed" mt={4}>
                {PHRASE_WAITING}
              </Text>
            ) : entry.attempts === 0 ? (
              <Text size="sm" c="dimmed" mt={4}>
                Adding…
              </Text>
            ) : (
              <Group gap="xs" mt={4} role="alert">
                <Text size="sm" c="red">
                  Not added yet{entry.lastError ? `: ${entry.lastError}` : ''}
                </Text>
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() => phraseOutbox.retryNow(uid)}
                >
                  Retry
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="gray"
                  onClick={() => phraseOutbox.discard(uid, entry.id)}
                  aria-label={`Remove “${entry.phrase_text}”`}
                >
                  Remove
                </Button>
              </Group>
            )}
          </Paper>
        ))}
      </Stack>
    </section>
  );
}
