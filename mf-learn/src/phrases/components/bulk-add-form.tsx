import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useAtomValue } from 'jotai';
import { schemaResolver, useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import {
  defaultTranslationLang,
  newBulkAddSchema,
  samePhraseIn,
  type IndexedPhrase,
} from '@phrasebook/domain';
import type { LibraryPhraseRow } from '../../shared/api/language-library-query.ts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useSignedInUser } from '@phrasebook/data';
import { FormErrorAlert, toast, useFocusBack, useFormError } from '@phrasebook/ui';
import { useBulkAddPhrasesMutation } from '../api/bulk-add-phrases.ts';
import { WriteRefusedError } from '@phrasebook/data/outbox';
import type { AddedPhrase } from '../../shared/api/add-phrase.ts';
import { isWaitingIn, phraseOutbox, phrasesAddedText } from '../../shared/state/phrase-outbox.ts';
import { bulkSubmitLabel, isBlankPhrase, newPhrase, type BulkDraft } from './bulk-draft.ts';
import { BulkPhraseRow } from './bulk-phrase-row.tsx';
import { PasteBox } from './paste-box.tsx';
import { focusFirstInvalid } from '@phrasebook/ui/forms';

/**
 * Many phrases × many translations, staged by hand or by paste, added all or nothing. Phrases
 * that cannot be sent now (no network, a server fault) go to the phrase outbox together, which
 * keeps them across reloads, and the form starts afresh; the page lists what waits.
 */
export function BulkAddForm({
  lang,
  languagesKnown,
  index,
  onAdded,
}: {
  lang: string;
  languagesKnown: readonly string[];
  /** The language's library, so that a phrase it holds is not added twice. */
  index: readonly IndexedPhrase<LibraryPhraseRow>[];
  onAdded: (added: AddedPhrase[]) => void;
}) {
  const defaultLang = defaultTranslationLang(languagesKnown, lang);
  const add = useBulkAddPhrasesMutation();
  const uid = useSignedInUser().id;
  const waiting = useAtomValue(phraseOutbox.atom(uid));
  // Built each render: checked against the library, and what waits to join it, as they are now.
  const schema = newBulkAddSchema(
    (text) => samePhraseIn(index, text) !== undefined,
    (text) => isWaitingIn(waiting, lang, text),
  );
  const form = useForm<BulkDraft>({
    mode: 'controlled',
    initialValues: { phrases: [newPhrase(undefined, defaultLang)] },
    validate: schemaResolver(schema, { sync: true }),
  });
  const formError = useFormError(form.setFieldError);
  const [pasteNote, setPasteNote] = useState<string | null>(null);
  const addAnother = useRef<HTMLButtonElement>(null);
  // Mantine disables the button while it adds, which dropped the focus to the page's body.
  const submit = useFocusBack<HTMLButtonElement>(add.isPending);

  const startAfresh = () => {
    setPasteNote(null);
    form.setValues({ phrases: [newPhrase(undefined, defaultLang)] });
    form.resetDirty();
  };

  const onSubmit = form.onSubmit((values) => {
    formError.clear();
    const parsed = schema.parse(values);
    const input = {
      lang,
      phrases: parsed.phrases.map((phrase, index) => ({
        ...phrase,
        id: values.phrases[index]?.key ?? crypto.randomUUID(),
      })),
    };
    add.mutate(input, {
      onSuccess: (added) => {
        toast.success(phrasesAddedText(added.length));
        onAdded(added);
        startAfresh();
      },
      onError: (error) => {
        if (error instanceof WriteRefusedError) {
          formError.show({ field: null, message: error.message });
          return;
        }
        phraseOutbox.add(uid, { id: crypto.randomUUID(), ...input, attempts: 0 });
        startAfresh();
      },
    });
  }, focusFirstInvalid);

  const phrasesError = form.errors['phrases'];
  return (
    <Stack gap="lg">
      <PasteBox
        // Its own choice of language starts again from a new deck's default.
        key={defaultLang}
        defaultLang={defaultLang}
        languagesKnown={languagesKnown}
        note={pasteNote}
        onNote={setPasteNote}
        onStage={(staged, translationLang, fromKeyboard) => {
          // Errors are held by row index, and staging drops blank rows: a message shown under
          // a row would stay under whichever phrase moved into its place.
          form.clearErrors();
          const kept = form.values.phrases.filter((phrase) => !isBlankPhrase(phrase));
          flushSync(() =>
            form.setFieldValue('phrases', [
              ...kept,
              ...staged.map((entry) => newPhrase(entry, translationLang)),
            ]),
          );
          // The stage button, disabled once the box is empty, dropped a keyboard user's focus
          // to the page's body; a tap must not raise a phone's keyboard.
          if (fromKeyboard) form.getInputNode(`phrases.${kept.length}.phrase_text`)?.focus();
        }}
      />
      <form onSubmit={onSubmit} noValidate aria-label="Add phrases in bulk">
        <Stack gap="md">
          <FormErrorAlert message={formError.formError} title="Nothing was added" />
          <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {form.values.phrases.map((phrase, index) => (
              <BulkPhraseRow
                key={phrase.key}
                form={form}
                index={index}
                languagesKnown={languagesKnown}
                defaultLang={defaultLang}
                onNoneLeft={() => addAnother.current?.focus()}
              />
            ))}
          </Stack>
          {typeof phrasesError === 'string' ? (
            <Text size="sm" c="red" role="alert">
              {phrasesError}
            </Text>
          ) : null}
          <Group justify="space-between">
            <Button
              ref={addAnother}
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => form.insertListItem('phrases', newPhrase(undefined, defaultLang))}
            >
              Add another phrase
            </Button>
            <Button ref={submit} type="submit" loading={add.isPending}>
              {bulkSubmitLabel(form.values.phrases)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
