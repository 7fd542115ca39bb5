import type { Dispatch, SetStateAction } from 'react';
import type { LanguageKnownDraft } from './languages-known-errors.ts';
import type { LanguagesKnownRowsProps } from './LanguagesKnownRows.tsx';

type FieldErrors = Record<string, string | undefined>;

/**
 * Binds `LanguagesKnownRows` to a form kept in plain state (sign-up, the profile): its values,
 * which hold the rows under `languages_known`, and its errors keyed by path.
 */
export function languagesKnownBinding<Values extends { languages_known: LanguageKnownDraft[] }>(
  values: Values,
  errors: FieldErrors,
  setValues: Dispatch<SetStateAction<Values>>,
  setErrors: (errors: FieldErrors) => void,
): Omit<LanguagesKnownRowsProps, 'languages'> {
  return {
    value: values.languages_known,
    errors,
    onChange: (rows, remaining) => {
      setValues((current) => ({ ...current, languages_known: rows }));
      setErrors(remaining);
    },
  };
}
