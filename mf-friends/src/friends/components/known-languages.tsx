import { Group, Text } from '@mantine/core';
import { languageName } from '@phrasebook/domain';

/** "Knows Spanish (fluent), Tamil (beginner)": the languages someone can help with. */
export function KnownLanguages({
  languages,
  size = 'sm',
}: {
  languages: { lang: string; level: string }[];
  size?: 'xs' | 'sm' | 'md';
}) {
  if (languages.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      <Text size={size} c="dimmed" component="span">
        Knows{' '}
        {languages.map(({ lang, level }, index) => (
          <span key={lang}>
            {index > 0 ? ', ' : null}
            <Text span inherit c="var(--mantine-color-text)">
              {languageName(lang)}
            </Text>{' '}
            ({level})
          </span>
        ))}
      </Text>
    </Group>
  );
}
