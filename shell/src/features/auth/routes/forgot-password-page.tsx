import { Link } from 'react-router';
import { AuthFrame, linkClassName } from '@phrasebook/ui/lean';
import classes from '../components/account-form.module.css';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';

/** /forgot-password: sends a recovery link to the outbox of the given address. */
export function ForgotPasswordPage() {
  return (
    <AuthFrame
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to set a new one."
      footer={
        <p className={classes.footerText}>
          Remembered it?{' '}
          <Link to="/login" className={linkClassName}>
            Back to log in
          </Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthFrame>
  );
}
