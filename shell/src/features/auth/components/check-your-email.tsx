import { useState } from 'react';
import { AuthFrame, Button, ErrorAlert, Notice } from '@phrasebook/ui/lean';
import classes from './account-form.module.css';
import { useAccountForm } from './use-account-form.ts';

/**
 * After a sign-up that waits for its confirmation link (servers that confirm addresses, as
 * hosted projects do): where the link went, and a way to have it sent again.
 */
export function CheckYourEmail({ email, referrer }: { email: string; referrer: string | null }) {
  const [resent, setResent] = useState(false);
  const { pending, formError, formProps } = useAccountForm({
    initialValues: {},
    submit: async (_values, [, api], setFormError) => {
      setResent(false);
      try {
        await api.resendConfirmation({ email, referrer });
        setResent(true);
      } catch (error) {
        setFormError(api.toAuthFormError(error).message);
      }
    },
  });
  return (
    <AuthFrame title="Check your email">
      <form {...formProps} aria-label="Confirmation link" className={classes.form}>
        <Notice title="Almost there" icon={null}>
          We sent a confirmation link to {email}. Follow it to finish signing up.
        </Notice>
        <ErrorAlert message={formError} title="Could not send the link again" />
        {resent ? <p role="status">We sent a new link. Only the newest one works.</p> : null}
        <Button type="submit" variant="default" loading={pending} fullWidth>
          Send the link again
        </Button>
      </form>
    </AuthFrame>
  );
}
