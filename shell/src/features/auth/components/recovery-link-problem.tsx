import { Link } from 'react-router';
import { AuthFrame, ErrorAlert, linkClassName } from '@phrasebook/ui/lean';
import classes from './account-form.module.css';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

export interface RecoveryLinkProblemProps {
  /** The link's error code said it expired. @default false */
  expired?: boolean;
  /** The server's words about the link, when it gave any. @default null */
  description?: string | null;
}

/**
 * /set-new-password when there is no usable recovery link: says so and asks for a new one.
 * Built from the lean kit, so a visit without a link loads no Mantine or data layer.
 */
export function RecoveryLinkProblem({
  expired = false,
  description = null,
}: RecoveryLinkProblemProps) {
  return (
    <AuthFrame
      title={expired ? 'This link has expired' : 'This link is invalid or has expired'}
      subtitle="Reset links work once and only for a while. Ask for a new one below."
      footer={
        <Link to="/login" className={linkClassName}>
          Back to log in
        </Link>
      }
    >
      <div className={classes.form}>
        <ErrorAlert
          title="We could not use that link"
          withIcon={false}
          message={
            description ?? 'Open the link from your most recent reset email, or ask for a new one.'
          }
        />
        <ForgotPasswordForm submitLabel="Send me a new link" />
      </div>
    </AuthFrame>
  );
}
