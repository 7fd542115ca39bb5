import { useState } from 'react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { forgotPasswordSchema } from '@phrasebook/domain';
import { toAuthFormError, useRequestPasswordResetMutation } from '@phrasebook/data';
import { FormErrorAlert } from '@phrasebook/ui';

export interface ForgotPasswordFormProps {
  /** @default 'Send me a reset link' */
  submitLabel?: string;
}

/**
 * Asks for a recovery link. The confirmation reads the same whether or not the address has an
 * account, so the form cannot be used to find out who is registered.
 */
export function ForgotPasswordForm({
  submitLabel = 'Send me a reset link',
}: ForgotPasswordFormProps) {
  const request = useRequestPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(forgotPasswordSchema, { sync: true }),
  });

  const onSubmit = form.onSubmit((values) => {
    setFormError(null);
    setSentTo(null);
    const { email } = forgotPasswordSchema.parse(values);
    request.mutate(
      { email },
      {
        onSuccess: () => setSentTo(email),
        onError: (error) => setFormError(toAuthFormError(error).message),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Reset your password">
      <Stack gap="md">
        {sentTo ? (
          <Alert color="teal" variant="light" title="Check your email" role="status">
            If an account exists for {sentTo}, we have sent it a link to set a new password. The
            link works once and expires after a while.
          </Alert>
        ) : null}
        <FormErrorAlert message={formError} title="Could not send the link" />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={request.isPending} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
