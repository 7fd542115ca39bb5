import { useState } from 'react';
import { Button, ErrorAlert, Notice } from '@phrasebook/ui/lean';
import classes from './account-form.module.css';
import { useAccountForm } from './use-account-form.ts';
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
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, pending, formError, formProps } = useAccountForm({
    initialValues: { email: '' },
    schema: (domain) => domain.forgotPasswordSchema,
    submit: async (values, [domain, api], setFormError) => {
      setSentTo(null);
      const request = domain.forgotPasswordSchema.parse(values);
      try {
        await api.requestPasswordReset(request);
        setSentTo(request.email);
      } catch (error) {
        setFormError(api.toAuthFormError(error).message);
      }
    },
  });

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
