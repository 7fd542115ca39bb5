import { useNavigate } from 'react-router';
import {
  hasAuthRedirectError,
  toAuthFormError,
  useAuthRedirectResult,
  useAuthSession,
  useUpdatePasswordMutation,
} from '@phrasebook/data';
import { Text } from '@mantine/core';
import { NewPasswordForm, toast } from '@phrasebook/ui';
import { AuthCard } from './auth-card.tsx';
import { RecoveryLinkProblem } from './recovery-link-problem.tsx';
import { SessionLoader } from './session-loader.tsx';

/** Toast shown once the new password is stored. */
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed';

/**
 * /set-new-password once the data layer has read the link: supabase-js signs the user in from
 * the link's fragment; an invalid or expired link (`#error=…&error_code=otp_expired`) says so
 * and offers a new link.
 */
export function RecoveryScreen() {
  const navigate = useNavigate();
  const auth = useAuthSession();
  const link = useAuthRedirectResult();
  const update = useUpdatePasswordMutation();

  if (!link || auth.status === 'loading') return <SessionLoader />;

  if (hasAuthRedirectError(link) || auth.status === 'signed-out') {
    return (
      <RecoveryLinkProblem
        expired={link.errorCode === 'otp_expired'}
        description={link.errorDescription}
      />
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
