import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { schemaResolver, useForm } from '@mantine/form';
import { useDebouncedCallback } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import {
  addPhraseSearchSchema,
  defaultTranslationLang,
  languageName,
  messages,
  newPhraseSchema,
  samePhraseIn,
  searchParamsToObject,
  type IndexedPhrase,
} from '@phrasebook/domain';
import { Button, Group, Stack } from '@mantine/core';
import { useSignedInUser } from '@phrasebook/data';
import { FormErrorAlert, toast, useFormError } from '@phrasebook/ui';
import { PhraseTranslationFields } from '../../shared/components/phrase-translation-fields.tsx';
import { WriteRefusedError } from '@phrasebook/data/outbox';
import { useAddPhraseMutation, type AddedPhrase } from '../../shared/api/add-phrase.ts';
import { PHRASE_ADDED, isWaitingIn, phraseOutbox } from '../../shared/state/phrase-outbox.ts';
import type { LibraryPhraseRow } from '../../shared/api/language-library-query.ts';
import { SimilarPhrasesHint } from './similar-phrases-hint.tsx';
import { focusFirstInvalid } from '@phrasebook/ui/forms';

export interface AddPhraseFormProps {
  lang: string;
  languagesKnown: readonly string[];
  index: readonly IndexedPhrase<LibraryPhraseRow>[];
  onAdded: (added: AddedPhrase) => void;
}

/**
 * Phrase, translation language and translation (docs/product.md §5). The phrase typed is
 * mirrored into `?text=`, so a reload keeps it. The phrase's id is made here once per draft:
 * a double click or a retried request adds one phrase. A phrase that cannot be sent now (no
 * network, a server fault) goes to the phrase outbox, which keeps it across reloads, and the
 * form is ready for the next one; the page lists what waits (pending-phrases.tsx).
 */
export function AddPhraseForm({ lang, languagesKnown, index, onAdded }: AddPhraseFormProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [draftId, setDraftId] = useState(() => crypto.randomUUID());
  const add = useAddPhraseMutation();
  const uid = useSignedInUser().id;
  const waiting = useAtomValue(phraseOutbox.atom(uid));
  // Built each render: checked against the library, and what waits to join it, as they are now.
  const schema = newPhraseSchema(
    (text) => samePhraseIn(index, text) !== undefined,
    (text) => isWaitingIn(waiting, lang, text),
  );
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      phrase_text: addPhraseSearchSchema.parse(searchParamsToObject(searchParams)).text ?? '',
      translation_lang: defaultTranslationLang(languagesKnown, lang),
      translation_text: '',
    },
    validate: schemaResolver(schema, { sync: true }),
  });
  const formError = useFormError(form.setFieldError);
  const mirrorText = useDebouncedCallback(
    (text: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (text) next.set('text', text);
          else next.delete('text');
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    300,
  );

  const readyForNext = () => {
    setDraftId(crypto.randomUUID());
    form.setValues({ phrase_text: '', translation_text: '' });
    form.resetDirty();
    mirrorText('');
    // Unless the learner has gone on elsewhere meanwhile. The button, disabled while adding,
    // had dropped the focus to the body, or a second click on it had put it on the page's main
    // region.
    const box = form.getInputNode('phrase_text');
    const focused = document.activeElement;
    const nowhere = focused === document.body || focused === box?.closest('main');
    if (nowhere || box?.closest('form')?.contains(focused)) box?.focus();
  };

  const onSubmit = form.onSubmit((values) => {
    formError.clear();
    const input = { lang, id: draftId, ...schema.parse(values) };
    add.mutate(input, {
      onSuccess: (added) => {
        toast.success(PHRASE_ADDED);
        onAdded(added);
        readyForNext();
      },
      onError: (error) => {
        if (!(error instanceof WriteRefusedError)) {
          phraseOutbox.add(uid, { ...input, attempts: 0 });
          readyForNext();
          return;
        }
        formError.show({
          // Added by someone else since the library loaded: the database refuses it in the
          // form's words, said under the phrase as the form says it.
          field: error.message === messages.phraseInLibrary ? 'phrase_text' : null,
          message: error.message,
        });
      },
    });
  }, focusFirstInvalid);

  const phraseInput = form.getInputProps('phrase_text');
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add a phrase">
      <Stack gap="md">
        <FormErrorAlert message={formError.formError} title="Could not add the phrase" />
        <PhraseTranslationFields
          phraseLabel={`Phrase in ${languageName(lang)}`}
          phrase={{
            ...phraseInput,
            autoFocus: true,
            onChange: (event: React.ChangeEvent<HTMLTextAreaElement>) => {
              phraseInput.onChange(event);
              mirrorText(event.currentTarget.value);
            },
          }}
          translationLang={form.getInputProps('translation_lang')}
          translation={form.getInputProps('translation_text')}
          preferred={languagesKnown}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            Add phrase
          </Button>
        </Group>
        {/* Under the form, not between its fields: coming and going as the phrase is typed, it
            moved the translation's fields (behind a phone's keyboard) and the button. */}
        <SimilarPhrasesHint index={index} draft={form.values.phrase_text} />
      </Stack>
    </form>
  );
}
