import { schemaResolver, useForm } from '@mantine/form';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { deckSummaries, ownProfileQuery, useSignedInUser } from '@phrasebook/data';
import { signedInLoader } from '@phrasebook/platform';
import {
  addDeckSchema,
  addDeckSearchSchema,
  languageName,
  searchParamsToObject,
} from '@phrasebook/domain';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { PageContainer, PageHeader, toast } from '@phrasebook/ui';
import { useCreateDeckMutation } from '../api/create-deck.ts';
import { LanguagePicker } from '../components/language-picker.tsx';
import { focusFirstInvalid } from '@phrasebook/ui/forms';

export const loader = signedInLoader(({ queryClient, user }) =>
  queryClient.ensureQueryData(ownProfileQuery(user.id)),
);

/** Toast once the deck exists. */
export const deckCreatedMessage = (lang: string) =>
  `Your ${languageName(lang)} deck is ready: add your first phrases`;

/** /learn/add-deck (search: lang): pick a language and start its deck. */
export default function AddDeckPage() {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { data: profile } = useSuspenseQuery(ownProfileQuery(user.id));
  const owned = new Map(deckSummaries(profile).map((deck) => [deck.lang, deck]));
  const preselected = addDeckSearchSchema.parse(searchParamsToObject(searchParams)).lang ?? '';
  const form = useForm({
    mode: 'controlled',
    initialValues: { lang: owned.has(preselected) ? '' : preselected },
    // docs/product.md §5: 'Select a language to start learning'.
    validate: schemaResolver(addDeckSchema, { sync: true }),
  });
  const create = useCreateDeckMutation();
  const { lang } = form.getValues();
  // The decks may be the kept copy until their refresh lands (docs/offline.md): a language
  // found to have a deck by then (started on another device) is no longer the one chosen.
  const chosenIsOwned = lang !== '' && owned.has(lang) && create.isIdle;
  useEffect(() => {
    if (chosenIsOwned) form.setFieldValue('lang', '');
  }, [chosenIsOwned, form]);

  const onSubmit = form.onSubmit(({ lang }) => {
    // The new deck's page opens on its empty-deck panel, a chunk of its own (deck-home-page.tsx):
    // fetched while the deck is made, so it shows with the page.
    void import('../components/empty-deck-start.tsx');
    create.mutate(
      { uid: user.id, lang },
      {
        onSuccess: async () => {
          toast.success(deckCreatedMessage(lang));
          await navigate(`/learn/${lang}`);
        },
      },
    );
  }, focusFirstInvalid);

  return (
    <PageContainer size="sm">
      <PageHeader title="Start a new deck" subtitle="Which language would you like to learn?" />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={onSubmit} noValidate aria-label="Start a new deck">
          <Stack gap="md">
            <LanguagePicker
              value={lang}
              onChange={(next) => form.setFieldValue('lang', next)}
              ownedDecks={owned}
              error={form.errors['lang'] as string | undefined}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending}>
                {lang ? `Start learning ${languageName(lang)}` : 'Start learning'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </PageContainer>
  );
}
