import { useDeferredValue, useMemo } from 'react';
import { Link } from 'react-router';
import { htmlLang, samePhraseIn, similarPhrases, type IndexedPhrase } from '@phrasebook/domain';
import { List, Anchor, Paper, Text } from '@mantine/core';
import type { LibraryPhraseRow } from '../../shared/api/language-library-query.ts';

/** "Similar phrases already in the library" while a new phrase is typed, to avoid duplicates. */
export function SimilarPhrasesHint({
  index,
  draft,
}: {
  index: readonly IndexedPhrase<LibraryPhraseRow>[];
  draft: string;
}) {
  const deferred = useDeferredValue(draft);
  const similar = useMemo(() => {
    // The phrase the draft already is comes first, however short ('Sí'): the form's refusal
    // sends the learner here for it.
    const same = samePhraseIn(index, deferred);
    const others = similarPhrases(index, deferred).filter((phrase) => phrase !== same);
    return same ? [same, ...others.slice(0, 4)] : others;
  }, [index, deferred]);
  if (similar.length === 0) return null;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      role="region"
      aria-label="Similar phrases already in the library"
    >
      <Text size="sm" fw={600} mb={4}>
        Similar phrases already in the library
      </Text>
      <List size="sm" spacing={2}>
        {similar.map((phrase) => (
          <List.Item key={phrase.id}>
            <Anchor
              component={Link}
              to={`/learn/${phrase.lang}/${phrase.id}`}
              size="sm"
              dir="auto"
              lang={htmlLang(phrase.lang)}
            >
              {phrase.text}
            </Anchor>
            {phrase.translations[0] ? (
              <Text span size="sm" c="dimmed">
                {' '}
                ·{' '}
                <bdi lang={htmlLang(phrase.translations[0].lang)}>
                  {phrase.translations[0].text}
                </bdi>
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
