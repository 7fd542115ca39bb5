import { Stack, Textarea, type TextareaProps } from '@mantine/core';
import { LanguageSelect, type LanguageSelectProps } from './language-select.tsx';

type FieldProps<P> = Omit<P, 'label'>;

export interface PhraseTranslationFieldsProps {
  /** e.g. 'Phrase in Spanish'. */
  phraseLabel: string;
  /** Input props of phrase_text (from @mantine/form's getInputProps). */
  phrase: FieldProps<TextareaProps>;
  /** Input props of translation_lang. */
  translationLang: FieldProps<LanguageSelectProps>;
  /** Input props of translation_text. */
  translation: FieldProps<TextareaProps>;
  /** Languages offered first for the translation (the user's languages known). @default [] */
  preferred?: readonly string[];
}

/**
 * The three fields of a phrase entry (docs/product.md §5 add phrase, answer a request): the
 * phrase, its translation's language and the translation.
 */
export function PhraseTranslationFields({
  phraseLabel,
  phrase,
  translationLang,
  translation,
  preferred = [],
}: PhraseTranslationFieldsProps) {
  return (
    <Stack gap="md">
      <Textarea label={phraseLabel} autosize minRows={2} required {...phrase} />
      <LanguageSelect
        label="Translation language"
        preferred={preferred}
        required
        {...translationLang}
      />
      <Textarea label="Translation" autosize minRows={2} required {...translation} />
    </Stack>
  );
}
