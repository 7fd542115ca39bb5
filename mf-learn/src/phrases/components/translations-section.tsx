import { useAtomValue } from 'jotai';
import { schemaResolver, useForm } from '@mantine/form';
import {
  htmlLang,
  defaultTranslationLang,
  languageName,
  newTranslationSchema,
} from '@phrasebook/domain';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { FormErrorAlert, toast, useFocusBack, useFormError } from '@phrasebook/ui';
import { LanguageSelect } from '../../shared/components/language-select.tsx';
import { SectionPaper } from '../../shared/components/section-paper.tsx';
import { useAddTranslationMutation, useRemoveTranslationMutation } from '../api/phrase-edits.ts';
import { WriteRefusedError } from '@phrasebook/data/outbox';
import { TRANSLATION_ADDED, phraseEditOutbox } from '../state/phrase-edit-outbox.ts';
import { PendingEdits } from './pending-edits.tsx';
import { REMOVE_BUTTON, useFocusAfterRemoval } from './use-focus-after-removal.ts';
import type { PhraseDetail } from '../api/phrase-query.ts';
import { focusFirstInvalid } from '@phrasebook/ui/forms';

/** The phrase's translations and a form to add one (docs/product.md §5 translation rules). */
export function TranslationsSection({
  phrase,
  uid,
  languagesKnown,
}: {
  phrase: PhraseDetail;
  uid: string;
  languagesKnown: readonly string[];
}) {
  const add = useAddTranslationMutation();
  const remove = useRemoveTranslationMutation();
  // A phrase keeps at least one translation, as it was added with (docs/product.md §5).
  const removable = phrase.translations.length > 1;
  const queue = useAtomValue(phraseEditOutbox.atom(uid));
  // Built each render: the form checks against the translations the page shows now, those
  // waiting to be added included.
  const schema = newTranslationSchema([
    ...phrase.translations,
    ...queue.flatMap((entry) =>
      entry.kind === 'translation' && entry.phraseId === phrase.id ? [entry] : [],
    ),
  ]);
  const form = useForm({
    mode: 'controlled',
    initialValues: { lang: defaultTranslationLang(languagesKnown, phrase.lang), text: '' },
    validate: schemaResolver(schema, { sync: true }),
  });
  const formError = useFormError(form.setFieldError);
  // Mantine disables the button while it saves, which dropped the focus to the page's body.
  const submit = useFocusBack<HTMLButtonElement>(add.isPending);
  const focus = useFocusAfterRemoval(remove.isPending, phrase.translations.length);
  const onSubmit = form.onSubmit((values) => {
    formError.clear();
    const { lang, text } = schema.parse(values);
    const input = {
      id: crypto.randomUUID(),
      phraseId: phrase.id,
      phraseLang: phrase.lang,
      lang,
      text,
    };
    // Emptied only if it still holds what was sent, as the tags' field is.
    const clearSent = () => {
      if (form.getValues().text === values.text) form.setFieldValue('text', '');
    };
    add.mutate(input, {
      onSuccess: () => {
        toast.success(TRANSLATION_ADDED);
        clearSent();
      },
      onError: (error) => {
        if (error instanceof WriteRefusedError) {
          formError.show({ field: null, message: error.message });
          return;
        }
        // Kept, and sent when it can be (docs/offline.md §3); listed above the form meanwhile.
        phraseEditOutbox.add(uid, { kind: 'translation', ...input, attempts: 0 });
        clearSent();
      },
    });
  }, focusFirstInvalid);
  return (
    <SectionPaper title="Translations">
      {phrase.translations.length === 0 ? (
        <Text c="dimmed" size="sm" mb="md">
          No translation yet: add the first one.
        </Text>
      ) : (
        <Stack
          ref={focus.list}
          gap={6}
          mb="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {phrase.translations.map((translation) => (
            <Group key={translation.id} component="li" gap={4} wrap="nowrap" align="flex-start">
              <Text>
                <Text
                  span
                  size="xs"
                  fw={700}
                  c="dimmed"
                  mr={4}
                  title={languageName(translation.lang)}
                >
                  {languageName(translation.lang)}
                </Text>{' '}
                <bdi lang={htmlLang(translation.lang)}>{translation.text}</bdi>
              </Text>
              {removable && translation.added_by === uid ? (
                <ActionIcon
                  size={24}
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove the translation ${translation.text} (${languageName(translation.lang)})`}
                  loading={remove.isPending && remove.variables.translationId === translation.id}
                  // One at a time: two quick removals could take the phrase's last translation.
                  disabled={remove.isPending}
                  {...REMOVE_BUTTON}
                  onClick={(event) => {
                    focus.removed(event.currentTarget);
                    remove.mutate({
                      phraseId: phrase.id,
                      phraseLang: phrase.lang,
                      translationId: translation.id,
                    });
                  }}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
      <PendingEdits uid={uid} phraseId={phrase.id} kind="translation" />
      <form onSubmit={onSubmit} noValidate aria-label="Add a translation">
        <Stack gap="sm" mt="md">
          <FormErrorAlert message={formError.formError} title="Could not add the translation" />
          <Group align="flex-start" gap="sm" wrap="wrap">
            <LanguageSelect
              label="Language"
              preferred={languagesKnown}
              style={{ flex: '0 1 12rem' }}
              {...form.getInputProps('lang')}
            />
            <TextInput
              ref={focus.field}
              label="New translation"
              style={{ flex: '1 1 14rem' }}
              {...form.getInputProps('text')}
            />
          </Group>
          <Group justify="flex-end">
            <Button ref={submit} type="submit" variant="light" loading={add.isPending}>
              Add translation
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionPaper>
  );
}
