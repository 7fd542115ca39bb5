import { Badge, Group, Stack, Text } from '@mantine/core';
import { htmlLang, languageName } from '@phrasebook/domain';

export interface PhrasePreviewProps {
  phrase: {
    lang: string;
    text: string;
    translations: { id: string; lang: string; text: string }[];
  };
  /** How many translations to list. @default all */
  translations?: number;
}

/** A phrase with its language and translations. */
export function PhrasePreview({ phrase, translations }: PhrasePreviewProps) {
  const shown = phrase.translations.slice(0, translations ?? phrase.translations.length);
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Group gap="xs" align="baseline" wrap="wrap">
        <Text fw={600} dir="auto" lang={htmlLang(phrase.lang)} style={{ overflowWrap: 'anywhere' }}>
          {phrase.text}
        </Text>
        <Badge size="xs" variant="light" color="gray">
          {languageName(phrase.lang)}
        </Badge>
      </Group>
      {shown.map((t) => (
        <Text key={t.id} size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <bdi lang={htmlLang(t.lang)}>{t.text}</bdi> ({languageName(t.lang)})
        </Text>
      ))}
    </Stack>
  );
}
