import { useState, type ReactNode } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import { newPasswordSchema } from '@phrasebook/domain';
import { Button } from '../lean/Button.tsx';
import { ErrorAlert } from '../lean/ErrorAlert.tsx';
import { PasswordField } from '../lean/PasswordField.tsx';
import { Stack } from '../lean/Stack.tsx';
import { useFormError, type FormProblem } from '../FormErrorAlert/use-form-error.ts';
import { focusFirstInvalid } from '../forms/focus-first-invalid.ts';

export interface NewPasswordFormProps {
  /** Stores the password; a rejection is shown in the form. */
  save: (values: { password: string }) => Promise<unknown>;
  /** Reads a rejection: which field it concerns (only 'password' exists here) and its text. */
  toProblem: (error: unknown) => FormProblem;
  /** Called once the password is stored. */
  onSaved: () => void;
  /** The form's accessible name. @default 'New password' */
  label?: string;
  /** @default 'Save new password' */
  submitLabel?: string;
  /** Stretch the button to the form's width (auth cards). @default false */
  fullWidth?: boolean;
  /** Below the button, e.g. a way back. @default undefined */
  footer?: ReactNode;
}

/**
 * Sets the signed-in user's password with the domain's rule (docs/product.md §5, at least 8
 * characters): after a recovery link (the shell) and from the profile (mf-profile). Built from
 * the signed-out pages' kit, since the recovery page is one of them.
 */
export function NewPasswordForm({
  save,
  toProblem,
  onSaved,
  label = 'New password',
  submitLabel = 'Save new password',
  fullWidth = false,
  footer,
}: NewPasswordFormProps) {
  const [saving, setSaving] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: schemaResolver(newPasswordSchema, { sync: true }),
  });
  const error = useFormError(form.setFieldError);

  const onSubmit = form.onSubmit(async (values, event) => {
    error.clear();
    setSaving(true);
    try {
      await save(newPasswordSchema.parse(values));
      onSaved();
    } catch (failure) {
      const problem = toProblem(failure);
      error.show({
        field: problem.field === 'password' ? 'password' : null,
        message: problem.message,
      });
      // A password the server refused (the same as before) takes the focus as the schema's do.
      focusFirstInvalid(null, null, event);
    } finally {
      setSaving(false);
    }
  }, focusFirstInvalid);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        <ErrorAlert message={error.formError} title="Could not change your password" />
        <PasswordField
          label="New password"
          description="At least 8 characters"
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={saving} fullWidth={fullWidth}>
          {submitLabel}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}

NewPasswordForm.displayName = 'NewPasswordForm';
