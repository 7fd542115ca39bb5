import { useState } from 'react';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { newPasswordSchema } from '@phrasebook/domain';
import { toAuthFormError, useUpdatePasswordMutation } from '@phrasebook/data';
import { FormErrorAlert } from '@phrasebook/ui';

export interface NewPasswordFormProps {
  /** Called once the server has stored the new password. */
  onChanged: () => void;
  /** @default 'Save new password' */
  submitLabel?: string;
}

/** Sets the signed-in user's password (recovery and change-password share the rule). */
export function NewPasswordForm({
  onChanged,
  submitLabel = 'Save new password',
}: NewPasswordFormProps) {
  const update = useUpdatePasswordMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: schemaResolver(newPasswordSchema, { sync: true }),
  });

  const onSubmit = form.onSubmit((values) => {
    setFormError(null);
    update.mutate(newPasswordSchema.parse(values), {
      onSuccess: onChanged,
      onError: (error) => {
        const problem = toAuthFormError(error);
        if (problem.field === 'password') form.setFieldError('password', problem.message);
        else setFormError(problem.message);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="New password">
      <Stack gap="md">
        <FormErrorAlert message={formError} title="Could not change your password" />
        <PasswordInput
          label="New password"
          description="At least 8 characters"
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={update.isPending} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
