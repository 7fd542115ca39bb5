import { useState } from 'react';
import { useForm } from '@mantine/form';
import { Button, ErrorAlert, Notice } from '@phrasebook/ui/lean';
import classes from './account-form.module.css';
import { useAccountFormSubmit } from './account-form-submit.ts';
import { EmailField } from './email-field.tsx';

export interface ForgotPasswordFormProps {
  /** @default 'Send me a reset link' */
  submitLabel?: string;
}

/**
 * Asks for a recovery link. The confirmation reads the same whether or not the address has an
 * account, so the form cannot be used to find out who is registered. Built from the lean kit,
 * so /forgot-password loads no Mantine; it also sits on the Mantine set-new-password screen.
 */
export function ForgotPasswordForm({
  submitLabel = 'Send me a reset link',
}: ForgotPasswordFormProps) {
  const form = useForm({ mode: 'controlled', initialValues: { email: '' } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { pending, formError, formProps } = useAccountFormSubmit(
    async ([domain, api], setFormError) => {
      setSentTo(null);
      const values = form.getValues();
      const problems = domain.fieldErrorsOf(domain.forgotPasswordSchema, values);
      form.setErrors(problems);
      if (Object.keys(problems).length > 0) return;
      const request = domain.forgotPasswordSchema.parse(values);
      try {
        await api.requestPasswordReset(request);
        setSentTo(request.email);
      } catch (error) {
        setFormError(api.toAuthFormError(error).message);
      }
    },
  );

  return (
    <form {...formProps} aria-label="Reset your password" className={classes.form}>
      {sentTo ? (
        <Notice title="Check your email">
          If an account exists for {sentTo}, we have sent it a link to set a new password. The link
          works once and expires after a while.
        </Notice>
      ) : null}
      <ErrorAlert message={formError} title="Could not send the link" />
      <EmailField {...form.getInputProps('email')} />
      <Button type="submit" loading={pending} fullWidth>
        {submitLabel}
      </Button>
    </form>
  );
}
