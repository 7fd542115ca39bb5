import type { ReactNode } from 'react';
import { useForm } from '@mantine/form';
import type { ProfileValues } from '@phrasebook/domain';
import { languageName, languageOptions } from '@phrasebook/domain/languages';
import { Button, Group, Stack } from '@mantine/core';
import { FormErrorAlert, focusableDisabled, useFocusBack, useFormError } from '@phrasebook/ui';
import { lazySchemaResolver, useFormFollowing, focusFirstInvalid } from '@phrasebook/ui/forms';
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
  /** Beside the button: what a save that has not reached the server waits for. */
  status?: ReactNode;
}

const loadValidation = () => import('./profile-validation.ts');

const languages = { languageName, languageOptions };

/**
 * Username and languages known, validated with the domain's profile schema (docs/product.md §5)
 * on submit. The schema loads on the form's first focus: the form is the page's first paint,
 * which then carries no zod (docs/performance.md).
 */
export function ProfileFieldsForm({
  initialValues,
  onSave,
  submitLabel,
  requireChanges = false,
  status,
}: ProfileFieldsFormProps) {
  // Errors are keyed by the form's paths: 'username', 'languages_known.0.lang'…
  const form = useForm<ProfileDraft>({
    mode: 'controlled',
    initialValues,
    validate: lazySchemaResolver(
      () => loadValidation().then(({ profileSchema }) => profileSchema),
      (error) => formError.show(toProfileFormError(error)),
    ),
  });
  const formError = useFormError(form.setFieldError);
  useFormFollowing(form, initialValues);
  // Disabled while it saves (Mantine's `loading`), and after, with nothing left to save: the
  // focus comes back to it, and stays on it then, rather than dropping to the page's body.
  const submit = useFocusBack<HTMLButtonElement>(form.submitting);
  const nothingToSave = requireChanges && !form.isDirty();

  const onSubmit = form.onSubmit(async (values, event) => {
    try {
      const { profileSchema } = await loadValidation();
      await onSave(profileSchema.parse(values));
      form.resetDirty(values);
    } catch (error) {
      formError.show(toProfileFormError(error));
      // A field the server refused (a taken username) takes the focus as the schema's do.
      focusFirstInvalid(null, null, event);
    }
  }, focusFirstInvalid);

  return (
    <form
      onSubmit={(event) => {
        formError.clear();
        onSubmit(event);
      }}
      onFocus={() => void loadValidation().catch(() => {})}
      noValidate
      aria-label="Profile details"
    >
      <Stack gap="md">
        <FormErrorAlert message={formError.formError} title="Could not save your profile" />
        <UsernameInput {...form.getInputProps('username')} />
        <LanguagesKnownRows languages={languages} {...languagesKnownBinding(form)} />
        <Group justify="flex-end">
          {status}
          <Button
            ref={submit}
            type="submit"
            loading={form.submitting}
            {...focusableDisabled(nothingToSave)}
            onClick={(event) => {
              if (nothingToSave) event.preventDefault();
            }}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
