import { useState } from 'react';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { signedInLoader } from '@phrasebook/data';
import type { AddedPhrase } from '../api/add-phrase.ts';
import { ensureLibraryData, useLibraryData } from '../api/library-data.ts';
import { BulkAddForm } from '../components/bulk-add-form.tsx';
import { SectionTitle } from '../components/section-title.tsx';

export const loader = signedInLoader(({ queryClient, user, params }) =>
  ensureLibraryData(queryClient, user.id, params.lang),
);

/** /learn/:lang/bulk-add: many phrases with their translations at once. */
export default function BulkAddPage() {
  const lang = useParams().lang ?? '';
  const { languagesKnown } = useLibraryData(lang);
  const [added, setAdded] = useState<AddedPhrase[]>([]);
  return (
    <Stack gap="lg">
      <div>
        <SectionTitle title="Add phrases in bulk" />
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <BulkAddForm
            lang={lang}
            languagesKnown={languagesKnown}
            onAdded={(list) => setAdded((previous) => [...list, ...previous])}
          />
        </Paper>
      </div>
      {added.length > 0 ? (
        <section aria-labelledby="bulk-added-title">
          <Title order={3} fz="h4" id="bulk-added-title" mb="xs">
            Added ({added.length})
          </Title>
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {added.map(({ phrase, translations }) => (
              <Paper key={phrase.id} component="li" withBorder radius="md" px="md" py="xs">
                <Anchor component={Link} to={`/learn/${phrase.lang}/${phrase.id}`} fw={600}>
                  {phrase.text}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {translations.map((t) => `${t.lang}: ${t.text}`).join(' · ')}
                </Text>
              </Paper>
            ))}
          </Stack>
        </section>
      ) : null}
    </Stack>
  );
}
