import type { UseFormReturnType } from '@mantine/form';
import {
  errorsAfterLanguagesChange,
  type LanguageKnownDraft,
} from '@phrasebook/ui/languages-known';
import type { LanguagesKnownFieldProps } from './languages-known-field.tsx';

/** A form with a languages-known list under `languages_known`. */
type WithLanguagesKnown = { languages_known: LanguageKnownDraft[] };

/**
 * Binds `LanguagesKnownField` to a Mantine form: its value, the list's and each row's errors,
 * and clearing the errors an edit makes stale.
 */
export function languagesKnownInputProps<Values extends WithLanguagesKnown>(
  form: UseFormReturnType<Values>,
): Pick<LanguagesKnownFieldProps, 'value' | 'onChange' | 'error' | 'rowErrors'> {
  const rows = form.getValues().languages_known;
  return {
    value: rows,
    onChange: (next) => {
      const errors = errorsAfterLanguagesChange(form.errors, rows, next);
      form.setFieldValue('languages_known', next as never);
      form.setErrors(errors);
    },
    error: form.errors.languages_known,
    rowErrors: (index) => ({
      lang: form.errors[`languages_known.${index}.lang`],
      level: form.errors[`languages_known.${index}.level`],
    }),
  };
}
