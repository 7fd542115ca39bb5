import { useState } from 'react';
import { Paper, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useSignedInUser } from '@phrasebook/data';
import { signedInLoader } from '@phrasebook/platform';
import type { AddedPhrase } from '../../shared/api/add-phrase.ts';
import { ensureLibraryData, useLibraryData } from '../api/library-data.ts';
import { BulkAddForm } from '../components/bulk-add-form.tsx';
import { AddedPhrases } from '../components/added-phrases.tsx';
import { PendingPhrases } from '../components/pending-phrases.tsx';
import { SectionTitle } from '../components/section-title.tsx';

export const loader = signedInLoader(({ queryClient, user, params }) =>
  ensureLibraryData(queryClient, user.id, params.lang),
);

/** /learn/:lang/bulk-add: many phrases with their translations at once. */
export default function BulkAddPage() {
  const lang = useParams().lang ?? '';
  const { index, languagesKnown } = useLibraryData(lang);
  const [added, setAdded] = useState<AddedPhrase[]>([]);
  const uid = useSignedInUser().id;
  return (
    <Stack gap="lg">
      <div>
        <SectionTitle title="Add phrases in bulk" />
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <BulkAddForm
            lang={lang}
            languagesKnown={languagesKnown}
            index={index}
            onAdded={(list) => setAdded((previous) => [...list, ...previous])}
          />
        </Paper>
      </div>
      <PendingPhrases uid={uid} lang={lang} />
      <AddedPhrases title="Added" added={added} />
    </Stack>
  );
}
