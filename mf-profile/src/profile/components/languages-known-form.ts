import type { UseFormReturnType } from '@mantine/form';
import type { LanguageKnownDraft, LanguagesKnownRowsProps } from '@phrasebook/ui/languages-known';

/** A form with a languages-known list under `languages_known`. */
type WithLanguagesKnown = { languages_known: LanguageKnownDraft[] };

/**
 * Binds `LanguagesKnownRows` to a Mantine form: its value, the list's and each row's errors,
 * and the errors that still hold after an edit.
 */
export function languagesKnownInputProps<Values extends WithLanguagesKnown>(
  form: UseFormReturnType<Values>,
): LanguagesKnownRowsProps {
  return {
    value: form.getValues().languages_known,
    errors: form.errors as Record<string, string | undefined>,
    onChange: (next, errors) => {
      form.setFieldValue('languages_known', next as never);
      form.setErrors(errors);
    },
  };
}
