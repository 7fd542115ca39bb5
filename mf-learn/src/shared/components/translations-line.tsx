import { Fragment } from 'react';
import { Text } from '@mantine/core';
import { htmlLang, languageName } from '@phrasebook/domain';

/** A phrase's translations on one dimmed line under it: 'English: Good morning · French: …'. */
export function TranslationsLine({
  translations,
}: {
  translations: readonly { lang: string; text: string }[];
}) {
  return (
    <Text size="sm" c="dimmed">
      {translations.map((t, index) => (
        <Fragment key={`${t.lang}:${t.text}`}>
          {index > 0 ? ' · ' : ''}
          {languageName(t.lang)}: <bdi lang={htmlLang(t.lang)}>{t.text}</bdi>
        </Fragment>
      ))}
    </Text>
  );
}
