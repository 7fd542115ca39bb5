import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import {
  hasAuthRedirectError,
  toAuthFormError,
  useAuthRedirectResult,
  useAuthSession,
  useUpdatePasswordMutation,
} from '@phrasebook/data';
import { NewPasswordForm, toast } from '@phrasebook/ui';
import { AuthCard } from '../components/auth-card.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';
import { SessionLoader } from '../components/session-loader.tsx';

/** Toast shown once the new password is stored. */
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed';

/**
 * /set-new-password: where the recovery link lands. supabase-js signs the user in from the
 * link's fragment; an invalid or expired link (`#error=…&error_code=otp_expired`) says so and
 * offers a new link.
 */
export function SetNewPasswordPage() {
  const navigate = useNavigate();
  const auth = useAuthSession();
  const link = useAuthRedirectResult();
  const update = useUpdatePasswordMutation();

  if (!link || auth.status === 'loading') return <SessionLoader />;

  if (hasAuthRedirectError(link) || auth.status === 'signed-out') {
    const expired = link.errorCode === 'otp_expired';
    return (
      <AuthCard
        title={expired ? 'This link has expired' : 'This link is invalid or has expired'}
        subtitle="Reset links work once and only for a while. Ask for a new one below."
        footer={
          <Anchor component={Link} to="/login" size="sm">
            Back to log in
          </Anchor>
        }
      >
        <Stack gap="md">
          <Alert color="red" variant="light" title="We could not use that link">
            {link.errorDescription ??
              'Open the link from your most recent reset email, or ask for a new one.'}
          </Alert>
          <ForgotPasswordForm submitLabel="Send me a new link" />
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Set a new password" subtitle={<Text span>For {auth.user?.email}</Text>}>
      <NewPasswordForm
        save={update.mutateAsync}
        toProblem={toAuthFormError}
        fullWidth
        onSaved={() => {
          toast.success(PASSWORD_CHANGED_MESSAGE);
          void navigate('/learn', { replace: true });
        }}
      />
    </AuthCard>
  );
}
