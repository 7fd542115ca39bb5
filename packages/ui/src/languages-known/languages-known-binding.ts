import type { UseFormReturnType } from '@mantine/form';
import type { LanguageKnownDraft } from './languages-known-errors.ts';
import type { LanguagesKnownRowsProps } from './LanguagesKnownRows.tsx';

/**
 * Binds `LanguagesKnownRows` to a form (`useForm` of @mantine/form: sign-up, the profile) whose
 * values hold the rows under `languages_known` and whose errors are keyed by path.
 */
export function languagesKnownBinding<Values extends { languages_known: LanguageKnownDraft[] }>(
  form: UseFormReturnType<Values>,
): Omit<LanguagesKnownRowsProps, 'languages'> {
  return {
    value: form.getValues().languages_known,
    errors: form.errors as Record<string, string | undefined>,
    onChange: (rows, remaining) => {
      form.setValues({ languages_known: rows } as Partial<Values>);
      form.setErrors(remaining);
    },
  };
}
