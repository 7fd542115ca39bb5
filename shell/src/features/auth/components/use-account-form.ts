import { useState, type FormEvent } from 'react';
import { useForm, type FormErrors } from '@mantine/form';
import { lazySchemaResolver, type FormSchema, focusFirstInvalid } from '@phrasebook/ui/forms';
import { loadData } from '../../../app/startup/load-data.ts';

/**
 * What a lean account form needs to submit: the schemas and its calls (with the client).
 * Fetched on the first sign of intent (focus), so the screens themselves stay small.
 */
export function loadAccountCode() {
  return Promise.all([
    import('@phrasebook/domain'),
    loadData().then(() => import('../api/lean-api.ts')),
  ]);
}

type AccountCode = Awaited<ReturnType<typeof loadAccountCode>>;
type Domain = AccountCode[0];

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface AccountFormOptions<Values> {
  initialValues: Values;
  /** The domain's schema for the form, which loads with the rest of the form's code. */
  schema?: (domain: Domain) => FormSchema;
  /** Runs with valid values; a rejection shows as the form-level error. */
  submit: (
    values: Values,
    code: AccountCode,
    setFormError: (message: string) => void,
  ) => Promise<void>;
}

/**
 * A lean account form, wired as every other form (Mantine's `useForm`, the schema through
 * `schemaResolver`, `form.onSubmit`) with a schema that loads on intent. A failure to fetch
 * the code or config.json shows as the form-level error; the form keeps what was typed.
 */
export function useAccountForm<Values extends object>({
  initialValues,
  schema,
  submit,
}: AccountFormOptions<Values>) {
  const [formError, setFormError] = useState<string | null>(null);
  const showFailure = (error: unknown) => setFormError(messageOf(error));
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: schema
      ? (lazySchemaResolver(
          () => loadAccountCode().then(([domain]) => schema(domain)),
          showFailure,
        ) as (values: Values) => Promise<FormErrors>)
      : undefined,
  });
  const onSubmit = form.onSubmit(async (values) => {
    try {
      await submit(values, await loadAccountCode(), setFormError);
    } catch (error) {
      showFailure(error);
    }
  }, focusFirstInvalid);
  return {
    form,
    pending: form.submitting,
    formError,
    formProps: {
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        setFormError(null);
        onSubmit(event);
      },
      onFocus: () => void loadAccountCode().catch(() => {}),
      noValidate: true,
    },
  };
}
