import { Badge, Group, Stack, Text } from '@mantine/core';
import { languageName, type ReviewCard, htmlLang } from '@phrasebook/domain';

interface CardTranslationsProps {
  translations: ReviewCard['translations'];
  /** Text size: the answer of a recognise card, or the prompt of a recall card. */
  fz: string | number | Record<string, number>;
  testId: string;
}

/** A card's translations, each in its own language and named. */
export function CardTranslations({ translations, fz, testId }: CardTranslationsProps) {
  return (
    <Stack gap="xs" align="center" data-testid={testId}>
      {translations.map((translation) => (
        <Group key={`${translation.lang}:${translation.text}`} gap="xs" justify="center">
          <Text lang={htmlLang(translation.lang)} dir="auto" fz={fz} ta="center">
            {translation.text}
          </Text>
          <Badge variant="light" color="gray" size="sm">
            {languageName(translation.lang)}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}
