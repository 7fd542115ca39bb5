import { useState, type ReactNode } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { profileSchema, type ProfileValues } from '@phrasebook/domain';
import { toProfileFormError } from '@phrasebook/data';
import { FormErrorAlert } from '@phrasebook/ui';
import {
  errorsAfterLanguagesChange,
  LanguagesKnownField,
  type LanguageKnownDraft,
} from '@phrasebook/ui';

export interface ProfileFieldsFormProps {
  initialValues: { username: string; languages_known: LanguageKnownDraft[] };
  /** Saves the validated values; a rejection is shown in the form. */
  onSave: (values: ProfileValues) => Promise<unknown>;
  submitLabel: ReactNode;
  /** Only enable saving once something changed (the profile page). @default false */
  requireChanges?: boolean;
}

/** Username and languages known, validated with the domain's profile schema (SPEC §5). */
export function ProfileFieldsForm({
  initialValues,
  onSave,
  submitLabel,
  requireChanges = false,
}: ProfileFieldsFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(profileSchema, { sync: true }),
  });

  const onSubmit = form.onSubmit(async (values) => {
    setFormError(null);
    setSaving(true);
    try {
      const parsed = profileSchema.parse(values);
      await onSave(parsed);
      form.setInitialValues(values);
      form.resetDirty(values);
    } catch (error) {
      const problem = toProfileFormError(error);
      if (problem.field) form.setFieldError(problem.field, problem.message);
      else setFormError(problem.message);
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Profile details">
      <Stack gap="md">
        <FormErrorAlert message={formError} title="Could not save your profile" />
        <TextInput
          label="Username"
          description="3 to 20 characters; friends find you by it"
          autoComplete="username"
          withAsterisk
          {...form.getInputProps('username')}
        />
        <LanguagesKnownField
          value={form.values.languages_known}
          onChange={(next) => {
            const errors = errorsAfterLanguagesChange(
              form.errors,
              form.values.languages_known,
              next,
            );
            form.setFieldValue('languages_known', next);
            form.setErrors(errors);
          }}
          error={form.errors.languages_known}
          rowErrors={(index) => ({
            lang: form.errors[`languages_known.${index}.lang`],
            level: form.errors[`languages_known.${index}.level`],
          })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={requireChanges && !form.isDirty()}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
