import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ProfileValues } from '@phrasebook/domain';
import { FormErrorAlert, useFormError } from '@phrasebook/ui';
import { LanguagesKnownRows, type LanguageKnownDraft } from '@phrasebook/ui/languages-known';
import { toProfileFormError } from '../api/profile-error.ts';
import { languagesKnownInputProps } from './languages-known-form.ts';
import { UsernameInput } from './username-input.tsx';

export interface ProfileFieldsFormProps {
  initialValues: { username: string; languages_known: LanguageKnownDraft[] };
  /** Saves the validated values; a rejection is shown in the form. */
  onSave: (values: ProfileValues) => Promise<unknown>;
  submitLabel: ReactNode;
  /** Only enable saving once something changed (the profile page). @default false */
  requireChanges?: boolean;
}

const loadValidation = () => import('./profile-validation.ts');

/**
 * Username and languages known, validated with the domain's profile schema (docs/product.md §5)
 * on submit; the schema loads on the form's first focus, so the page's first load has no zod.
 */
export function ProfileFieldsForm({
  initialValues,
  onSave,
  submitLabel,
  requireChanges = false,
}: ProfileFieldsFormProps) {
  const [saving, setSaving] = useState(false);
  const form = useForm({ mode: 'controlled', initialValues });
  const formError = useFormError(form.setFieldError);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    formError.clear();
    setSaving(true);
    try {
      const { fieldErrorsOf, profileSchema } = await loadValidation();
      const values = form.getValues();
      const errors = fieldErrorsOf(profileSchema, values);
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) return;
      await onSave(profileSchema.parse(values));
      form.setInitialValues(values);
      form.resetDirty(values);
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
        <UsernameInput {...form.getInputProps('username')} />
        <LanguagesKnownRows {...languagesKnownInputProps(form)} />
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={requireChanges && !form.isDirty()}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
