import { useCallback, useState } from 'react';

/** A failed save as a form shows it: the field it concerns, or null for the whole form. */
export interface FormProblem<Field extends string = string> {
  field: Field | null;
  message: string;
}

/**
 * Puts a server's answer where it belongs: under its field, else in `formError` for the
 * form's `FormErrorAlert`. `clear` before each submit.
 */
export function useFormError<Field extends string>(
  setFieldError: (field: Field, message: string) => void,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const show = useCallback(
    (problem: FormProblem<Field>) => {
      if (problem.field) setFieldError(problem.field, problem.message);
      else setFormError(problem.message);
    },
    [setFieldError],
  );
  const clear = useCallback(() => setFormError(null), []);
  return { formError, show, clear };
}
