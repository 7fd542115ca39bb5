import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { languageName } from '@phrasebook/domain';
import { FormErrorAlert } from '@phrasebook/ui';
import { sentenceTranslationsQuery } from '../api/sentence-translations-query.ts';
import type { MakeCorrectionCardInput } from '../api/make-correction-card.ts';

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

const problems = {
  translation: 'Please enter a translation',
} as const;

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
  const [lang, setLang] = useState(deckLangs[0] ?? '');
  const translationLangs = knownLangs.length > 0 ? knownLangs : ['eng'];
  const [translationLang, setTranslationLang] = useState(
    translationLangs.find((known) => known !== lang) ?? translationLangs[0]!,
  );
  const [translation, setTranslation] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const known = useQuery({ ...sentenceTranslationsQuery(lang, sentence), enabled: lang !== '' });

  return (
    <form
      aria-label="Make it a card"
      onSubmit={(event) => {
        event.preventDefault();
        if (translation.trim() === '') {
          setFieldError(problems.translation);
          return;
        }
        setSaving(true);
        setServerError(null);
        onSubmit({ correctionId, lang, translationLang, translationText: translation.trim() })
          .catch((error: unknown) =>
            setServerError((error as { message?: string }).message ?? String(error)),
          )
          .finally(() => setSaving(false));
      }}
    >
      <Stack gap="xs">
        <FormErrorAlert message={serverError} />
        <NativeSelect
          label="Deck"
          value={lang}
          onChange={(event) => setLang(event.currentTarget.value)}
          data={deckLangs.map((deck) => ({ value: deck, label: `${languageName(deck)} deck` }))}
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
                  aria-label={`Use the translation: ${option.text} (${languageName(option.lang)})`}
                  onClick={() => {
                    setTranslation(option.text);
                    setTranslationLang(option.lang);
                    setFieldError(null);
                  }}
                >
                  {option.text}
                </Button>
              ))}
            </Group>
          </Stack>
        ) : null}
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            label="Translation"
            description="Pick one above or write your own"
            value={translation}
            onChange={(event) => {
              setTranslation(event.currentTarget.value);
              setFieldError(null);
            }}
            error={fieldError}
            style={{ flex: 1 }}
          />
          <NativeSelect
            label="Translation language"
            value={translationLang}
            onChange={(event) => setTranslationLang(event.currentTarget.value)}
            data={[...new Set([...translationLangs, translationLang])].map((code) => ({
              value: code,
              label: languageName(code),
            }))}
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
