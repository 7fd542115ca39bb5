import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Text, type PaperProps } from '@mantine/core';
import { htmlLang, languageName } from '@phrasebook/domain';

export interface PhraseCardTranslation {
  lang: string;
  text: string;
}

export interface PhraseCardProps extends Omit<PaperProps, 'children'> {
  /** The phrase itself; pass a link to make it open the phrase's page. */
  phrase: ReactNode;
  /** 3-letter code of the phrase's language, so screen readers and fonts read it right. */
  lang: string;
  /** Translations in the order to show them (those the reader knows first). @default [] */
  translations?: readonly PhraseCardTranslation[];
  /** How many translations to show. @default 2 */
  maxTranslations?: number;
  /** Tag names. @default [] */
  tags?: readonly string[];
  /** Controls at the card's end, e.g. a CardStatusControl. @default undefined */
  actions?: ReactNode;
}

/** A phrase with its first translations and tags, as the library, search and chat show it. */
export function PhraseCard({
  phrase,
  lang,
  translations = [],
  maxTranslations = 2,
  tags = [],
  actions,
  ...rest
}: PhraseCardProps) {
  const shown = translations.slice(0, maxTranslations);
  const more = translations.length - shown.length;
  return (
    <Paper withBorder radius="md" p="md" {...rest}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text
            fw={600}
            size="lg"
            lang={htmlLang(lang)}
            dir="auto"
            style={{ overflowWrap: 'anywhere' }}
          >
            {phrase}
          </Text>
          {shown.length === 0 ? (
            <Text size="sm" c="dimmed" fs="italic">
              No translation yet
            </Text>
          ) : (
            shown.map((translation, index) => (
              <Text key={`${translation.lang}-${index}`} size="sm" c="dimmed">
                <Text span size="xs" fw={700}>
                  {languageName(translation.lang)}
                </Text>{' '}
                <bdi lang={htmlLang(translation.lang)}>{translation.text}</bdi>
              </Text>
            ))
          )}
          {more > 0 ? (
            <Text size="xs" c="dimmed">
              +{more} more {more === 1 ? 'translation' : 'translations'}
            </Text>
          ) : null}
          {tags.length > 0 ? (
            <Group gap={4} mt={2}>
              {tags.map((tag) => (
                <Badge key={tag} size="sm" variant="default" tt="none" dir="auto">
                  {tag}
                </Badge>
              ))}
            </Group>
          ) : null}
        </Stack>
        {actions ? <div style={{ flex: 'none' }}>{actions}</div> : null}
      </Group>
    </Paper>
  );
}
PhraseCard.displayName = 'PhraseCard';
