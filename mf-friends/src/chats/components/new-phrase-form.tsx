import { schemaResolver, useForm } from '@mantine/form';
import { languageOptions, recommendPhraseSchema } from '@phrasebook/domain';
import { Button, Group, Stack, NativeSelect, TextInput } from '@mantine/core';
import { FormErrorAlert, useFormError } from '@phrasebook/ui';
import { NoteField } from './note-field.tsx';
import { focusFirstInvalid } from '@phrasebook/ui/forms';

export interface NewPhraseValues {
  lang: string;
  phrase_text: string;
  translation_lang: string;
  translation_text: string;
  note: string;
}

export interface NewPhraseFormProps {
  initialLang: string;
  initialTranslationLang: string;
  /** Sends; a rejection is shown above the form. */
  onSend: (values: NewPhraseValues) => Promise<unknown>;
  sending: boolean;
}

/**
 * A phrase that is not in the library yet (docs/product.md §5 "Recommend phrase":
 * phrase_text, translation_text and a 3-letter translation_lang are required).
 */
export function NewPhraseForm({
  initialLang,
  initialTranslationLang,
  onSend,
  sending,
}: NewPhraseFormProps) {
  const form = useForm<NewPhraseValues>({
    mode: 'uncontrolled',
    initialValues: {
      lang: initialLang,
      phrase_text: '',
      translation_lang: initialTranslationLang,
      translation_text: '',
      note: '',
    },
    validate: schemaResolver(recommendPhraseSchema, { sync: true }),
  });
  const formError = useFormError(form.setFieldError);

  return (
    <form
      noValidate
      aria-label="Recommend a new phrase"
      onSubmit={form.onSubmit(async (values) => {
        formError.clear();
        try {
          await onSend({
            ...values,
            phrase_text: values.phrase_text.trim(),
            translation_text: values.translation_text.trim(),
          });
        } catch (error) {
          formError.show({ field: null, message: (error as Error).message ?? String(error) });
        }
      }, focusFirstInvalid)}
    >
      <Stack gap="sm">
        <FormErrorAlert message={formError.formError} title="Could not send the recommendation" />
        <NativeSelect
          label="Language of the phrase"
          data={languageOptions}
          key={form.key('lang')}
          {...form.getInputProps('lang')}
        />
        <TextInput
          label="Phrase"
          required
          key={form.key('phrase_text')}
          {...form.getInputProps('phrase_text')}
        />
        {/* Side by side where both labels fit on a line; on a phone, one under the other. */}
        <Group gap="sm" align="flex-start" wrap="wrap">
          <NativeSelect
            label="Translation language"
            style={{ flex: '1 1 12rem' }}
            required
            data={[{ value: '', label: 'Choose a language' }, ...languageOptions]}
            key={form.key('translation_lang')}
            {...form.getInputProps('translation_lang')}
          />
          <TextInput
            label="Translation"
            style={{ flex: '1 1 12rem' }}
            required
            key={form.key('translation_text')}
            {...form.getInputProps('translation_text')}
          />
        </Group>
        <NoteField key={form.key('note')} {...form.getInputProps('note')} />
        <Group justify="flex-end">
          <Button type="submit" loading={sending}>
            Send recommendation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
