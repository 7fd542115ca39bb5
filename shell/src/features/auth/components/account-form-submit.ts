import { useState, type FormEvent } from 'react';
import { loadData } from '../../../app/startup/load-data.ts';

/**
 * What a lean account form needs to submit: the schemas and its calls (with the client). Fetched on the first
 * sign of intent (focus), so the screens themselves stay small.
 */
export function loadAccountCode() {
  return Promise.all([
    import('@phrasebook/domain'),
    loadData().then(() => import('../api/lean-api.ts')),
  ]);
}

type AccountCode = Awaited<ReturnType<typeof loadAccountCode>>;

/**
 * The submit of a lean account form: loads the code, runs `submit` with it, and keeps the
 * pending flag and the form-level error. A failure to fetch the code or config.json shows as
 * that error; the form keeps what was typed.
 */
export function useAccountFormSubmit(
  submit: (code: AccountCode, setFormError: (message: string) => void) => Promise<void>,
) {
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    setPending(true);
    try {
      await submit(await loadAccountCode(), setFormError);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  };
  return {
    pending,
    formError,
    formProps: {
      onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
      onFocus: () => void loadAccountCode().catch(() => {}),
      noValidate: true,
    },
  };
}
