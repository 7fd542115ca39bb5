import { useState } from 'react';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { signedInLoader } from '@phrasebook/data';
import { ensureLibraryData, useLibraryData } from '../api/library-data.ts';
import type { AddedPhrase } from '../api/add-phrase.ts';
import { AddPhraseForm } from '../components/add-phrase-form.tsx';
import { SectionTitle } from '../components/section-title.tsx';

export const loader = signedInLoader(({ queryClient, user, params }) =>
  ensureLibraryData(queryClient, user.id, params.lang),
);

/** /learn/:lang/add-phrase (search: text): one phrase at a time, with what this visit added. */
export default function AddPhrasePage() {
  const lang = useParams().lang ?? '';
  const { index, languagesKnown } = useLibraryData(lang);
  const [added, setAdded] = useState<AddedPhrase[]>([]);
  return (
    <Stack gap="lg">
      <div>
        <SectionTitle title="Add a phrase" />
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <AddPhraseForm
            lang={lang}
            languagesKnown={languagesKnown}
            index={index}
            onAdded={(phrase) => setAdded((list) => [phrase, ...list])}
          />
        </Paper>
      </div>
      {added.length > 0 ? (
        <section aria-labelledby="added-title">
          <Title order={3} fz="h4" id="added-title" mb="xs">
            Added this visit ({added.length})
          </Title>
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {added.map(({ phrase, translations }) => (
              <Paper key={phrase.id} component="li" withBorder radius="md" px="md" py="xs">
                <Anchor component={Link} to={`/learn/${phrase.lang}/${phrase.id}`} fw={600}>
                  {phrase.text}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {translations.map((t) => t.text).join(' · ')}
                </Text>
              </Paper>
            ))}
          </Stack>
        </section>
      ) : null}
    </Stack>
  );
}
