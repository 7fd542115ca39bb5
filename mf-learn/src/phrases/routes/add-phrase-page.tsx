import { useState } from 'react';
import { Paper, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useSignedInUser } from '@phrasebook/data';
import { signedInLoader } from '@phrasebook/platform';
import { ensureLibraryData, useLibraryData } from '../api/library-data.ts';
import type { AddedPhrase } from '../../shared/api/add-phrase.ts';
import { AddPhraseForm } from '../components/add-phrase-form.tsx';
import { AddedPhrases } from '../components/added-phrases.tsx';
import { PendingPhrases } from '../components/pending-phrases.tsx';
import { SectionTitle } from '../components/section-title.tsx';

export const loader = signedInLoader(({ queryClient, user, params }) =>
  ensureLibraryData(queryClient, user.id, params.lang),
);

/**
 * /learn/:lang/add-phrase (search: text): one phrase at a time, with what waits for the network
 * and what this visit added.
 */
export default function AddPhrasePage() {
  const lang = useParams().lang ?? '';
  const { index, languagesKnown } = useLibraryData(lang);
  const [added, setAdded] = useState<AddedPhrase[]>([]);
  const uid = useSignedInUser().id;
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
      <PendingPhrases uid={uid} lang={lang} />
      <AddedPhrases title="Added this visit" added={added} />
    </Stack>
  );
}
