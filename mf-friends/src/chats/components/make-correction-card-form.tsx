import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { htmlLang, correctionCardSchema, languageName } from '@phrasebook/domain';
import { FormErrorAlert, useFormError } from '@phrasebook/ui';
import { focusFirstInvalid } from '@phrasebook/ui/forms';
import { sentenceTranslationsQuery } from '../api/sentence-translations-query.ts';
import type { MakeCorrectionCardInput } from '../api/make-correction-card.ts';
import { useShownWhole } from './use-shown-whole.ts';

export interface MakeCorrectionCardFormProps {
  correctionId: string;
  /** The corrected sentence, the card's phrase. */
  sentence: string;
  /** The languages of my decks, the one to start with first. */
  deckLangs: string[];
  /** The languages I know, for the translation; the first is the default. */
  knownLangs: string[];
  onSubmit: (input: MakeCorrectionCardInput) => Promise<void>;
  onCancel: () => void;
}

/**
 * "Make it a card": the deck it goes to and the translation, picked from those the library has
 * for this sentence or written (docs/product.md "Corrections").
 */
export default function MakeCorrectionCardForm({
  correctionId,
  sentence,
  deckLangs,
  knownLangs,
  onSubmit,
  onCancel,
}: MakeCorrectionCardFormProps) {
  const translationLangs = knownLangs.length > 0 ? knownLangs : ['eng'];
  const firstDeck = deckLangs[0] ?? '';
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      lang: firstDeck,
      translation_lang:
        translationLangs.find((known) => known !== firstDeck) ?? translationLangs[0]!,
      translation_text: '',
    },
    validate: schemaResolver(correctionCardSchema, { sync: true }),
  });
  const formError = useFormError(form.setFieldError);
  const [saving, setSaving] = useState(false);
  const whole = useShownWhole<HTMLFormElement>();
  const { lang, translation_lang: translationLang, translation_text: translation } = form.values;
  const known = useQuery({ ...sentenceTranslationsQuery(lang, sentence), enabled: lang !== '' });

  const submit = form.onSubmit((values) => {
    formError.clear();
    const parsed = correctionCardSchema.parse(values);
    setSaving(true);
    onSubmit({
      correctionId,
      lang: parsed.lang,
      translationLang: parsed.translation_lang,
      translationText: parsed.translation_text,
    })
      .catch((error: unknown) =>
        formError.show({
          field: null,
          message: (error as { message?: string }).message ?? String(error),
        }),
      )
      .finally(() => setSaving(false));
  }, focusFirstInvalid);

  return (
    <form
      ref={whole}
      aria-label="Make it a card"
      onSubmit={submit}
      noValidate
      // Escape leaves it as Cancel does, as the correction's own form does.
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <Stack gap="xs">
        <FormErrorAlert message={formError.formError} />
        <NativeSelect
          label="Deck"
          // The button that opened the form is gone: the focus goes on into it, which also
          // brings it into view and keeps the thread from pinning its end over it.
          autoFocus
          data={deckLangs.map((deck) => ({ value: deck, label: `${languageName(deck)} deck` }))}
          {...form.getInputProps('lang')}
        />
        {known.data && known.data.length > 0 ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Translations in the library
            </Text>
            <Group gap={6}>
              {known.data.map((option) => (
                <Button
                  key={option.id}
                  variant={
                    option.text === translation && option.lang === translationLang
                      ? 'filled'
                      : 'light'
                  }
                  size="compact-sm"
                  dir="auto"
                  lang={htmlLang(option.lang)}
                  aria-label={`Use the translation: ${option.text} (${languageName(option.lang)})`}
                  onClick={() =>
                    form.setValues({ translation_text: option.text, translation_lang: option.lang })
                  }
                >
                  {option.text}
                </Button>
              ))}
            </Group>
          </Stack>
        ) : null}
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            label="Translation"
            description={
              known.data && known.data.length > 0 ? 'Pick one above or write your own' : undefined
            }
            // Side by side where there is room; on a phone, the language under the text.
            style={{ flex: '1 1 12rem' }}
            {...form.getInputProps('translation_text')}
          />
          <NativeSelect
            label="Translation language"
            style={{ flex: '1 1 8rem' }}
            data={[...new Set([...translationLangs, translationLang])].map((code) => ({
              value: code,
              label: languageName(code),
            }))}
            {...form.getInputProps('translation_lang')}
          />
        </Group>
        <Group gap="xs" justify="flex-end">
          <Button variant="default" size="xs" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" size="xs" loading={saving}>
            Add card
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
