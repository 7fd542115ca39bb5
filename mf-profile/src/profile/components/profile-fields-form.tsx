import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import type { ProfileValues } from '@phrasebook/domain';
import { languageName, languageOptions } from '@phrasebook/domain/languages';
import { Button, Group, Stack } from '@mantine/core';
import { FormErrorAlert, useFormError } from '@phrasebook/ui';
import {
  LanguagesKnownRows,
  languagesKnownBinding,
  type LanguageKnownDraft,
} from '@phrasebook/ui/languages-known';
import { toProfileFormError } from '../api/profile-error.ts';
import { UsernameInput } from './username-input.tsx';

interface ProfileDraft {
  username: string;
  languages_known: LanguageKnownDraft[];
}

export interface ProfileFieldsFormProps {
  initialValues: ProfileDraft;
  /** Saves the validated values; a rejection is shown in the form. */
  onSave: (values: ProfileValues) => Promise<unknown>;
  submitLabel: ReactNode;
  /** Only enable saving once something changed (the profile page). @default false */
  requireChanges?: boolean;
}

const loadValidation = () => import('./profile-validation.ts');

const languages = { languageName, languageOptions };

const sameDraft = (a: ProfileDraft, b: ProfileDraft) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Username and languages known, validated with the domain's profile schema (docs/product.md §5)
 * on submit. Kept in plain state, as sign-up's same fields are, and the schema loads on the
 * form's first focus: the form is the page's first paint, which then carries neither zod nor
 * a form library.
 */
export function ProfileFieldsForm({
  initialValues,
  onSave,
  submitLabel,
  requireChanges = false,
}: ProfileFieldsFormProps) {
  const [saved, setSaved] = useState(initialValues);
  const [values, setValues] = useState(initialValues);
  // Keyed by the form's paths: 'username', 'languages_known', 'languages_known.0.lang', ...
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [saving, setSaving] = useState(false);
  const setFieldError = useCallback(
    (field: string, message: string) => setErrors((current) => ({ ...current, [field]: message })),
    [],
  );
  const formError = useFormError(setFieldError);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    formError.clear();
    setSaving(true);
    try {
      const { fieldErrorsOf, profileSchema } = await loadValidation();
      const problems = fieldErrorsOf(profileSchema, values);
      setErrors(problems);
      if (Object.keys(problems).length > 0) return;
      await onSave(profileSchema.parse(values));
      setSaved(values);
    } catch (error) {
      formError.show(toProfileFormError(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void loadValidation().catch(() => {})}
      noValidate
      aria-label="Profile details"
    >
      <Stack gap="md">
        <FormErrorAlert message={formError.formError} title="Could not save your profile" />
        <UsernameInput
          value={values.username}
          onChange={(event) => {
            const username = event.currentTarget.value;
            setValues((current) => ({ ...current, username }));
            setErrors((current) => ({ ...current, username: undefined }));
          }}
          error={errors.username}
        />
        <LanguagesKnownRows
          languages={languages}
          {...languagesKnownBinding(values, errors, setValues, setErrors)}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={saving}
            disabled={requireChanges && sameDraft(values, saved)}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
