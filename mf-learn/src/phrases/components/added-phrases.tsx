import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { htmlLang } from '@phrasebook/domain';
import type { AddedPhrase } from '../../shared/api/add-phrase.ts';
import { TranslationsLine } from '../../shared/components/translations-line.tsx';

/** What this visit added (add phrase, bulk add), newest first, each linking to its page. */
export function AddedPhrases({ title, added }: { title: string; added: AddedPhrase[] }) {
  if (added.length === 0) return null;
  return (
    <section aria-labelledby="added-title">
      <Title order={3} fz="h4" id="added-title" mb="xs">
        {title} ({added.length})
      </Title>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {added.map(({ phrase, translations }) => (
          <Paper key={phrase.id} component="li" withBorder radius="md" px="md" py="xs">
            <Anchor
              component={Link}
              to={`/learn/${phrase.lang}/${phrase.id}`}
              fw={600}
              dir="auto"
              lang={htmlLang(phrase.lang)}
            >
              {phrase.text}
            </Anchor>
            <TranslationsLine translations={translations} />
          </Paper>
        ))}
      </Stack>
    </section>
  );
}
