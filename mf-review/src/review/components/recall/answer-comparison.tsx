import { htmlLang } from '@phrasebook/domain';
import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { AnswerComparison } from './compare-answer.ts';

const looks = {
  right: { c: 'teal', td: undefined, note: '' },
  missed: { c: 'red', td: 'underline wavy', note: ' (missed)' },
  extra: { c: 'orange', td: 'line-through', note: ' (not in the phrase)' },
} as const;

/** The typed answer against the phrase, word by word, in words as well as colours. */
export function AnswerComparisonView({ lang, result }: { lang: string; result: AnswerComparison }) {
  return (
    <Stack gap={4} align="center" aria-label="Your answer compared" role="group">
      <Group gap={6} justify="center" lang={htmlLang(lang)} dir="auto">
        {result.words.map((word, index) => (
          <Text key={index} span fz="lg" c={looks[word.status].c} td={looks[word.status].td}>
            {word.text}
            {looks[word.status].note ? (
              <VisuallyHidden>{looks[word.status].note}</VisuallyHidden>
            ) : null}
          </Text>
        ))}
      </Group>
      <Text size="sm" c="dimmed">
        You typed {result.right} of {result.total} {result.total === 1 ? 'word' : 'words'} right
      </Text>
    </Stack>
  );
}
