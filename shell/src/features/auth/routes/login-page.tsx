import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '@phrasebook/data/safe-redirect';
import { AuthFrame, Button, ErrorAlert, linkClassName, PasswordField } from '@phrasebook/ui/lean';
import classes from '../components/account-form.module.css';
import { useAccountForm } from '../components/use-account-form.ts';
import { StoredSessionCheck } from '../components/stored-session-check.tsx';
import { EmailField } from '../components/email-field.tsx';

interface LoginProps {
  /** Called with the destination once valid credentials are sent: the app starts loading it. */
  onSignInStart?: (destination: string) => void;
}

/**
 * /login (search: redirectedFrom): password sign-in, then back to where the visitor was
 * headed. Built without Mantine, the QueryClient or supabase-js, which load when the visitor
 * starts filling the form, so the page itself stays small.
 */
export function LoginPage({ onSignInStart }: LoginProps) {
  const [searchParams] = useSearchParams();
  const destination = safeRedirectPath(searchParams.get('redirectedFrom'));
  return (
    <StoredSessionCheck continueTo={destination}>
      <LoginForm destination={destination} onSignInStart={onSignInStart} />
    </StoredSessionCheck>
  );
}

function LoginForm({ destination, onSignInStart }: LoginProps & { destination: string }) {
  const navigate = useNavigate();
  const { form, pending, formError, formProps } = useAccountForm({
    initialValues: { email: '', password: '' },
    schema: (domain) => domain.loginSchema,
    submit: async (values, [domain, api], setFormError) => {
      onSignInStart?.(destination);
      try {
        await api.signInWithPassword(domain.loginSchema.parse(values));
      } catch (error) {
        const problem = api.toAuthFormError(error);
        if (problem.field === 'email') form.setFieldError('email', problem.message);
        else setFormError(problem.message);
        return;
      }
      await navigate(destination, { replace: true });
    },
  });

  return (
    <AuthFrame
      title="Log in"
      subtitle="Welcome back! Your decks are waiting."
      footer={
        <p className={classes.footerText}>
          New here?{' '}
          <Link to="/signup" className={linkClassName}>
            Create an account
          </Link>
        </p>
      }
    >
      <form {...formProps} aria-label="Log in" className={classes.form}>
        <ErrorAlert message={formError} title="Could not log you in" />
        <EmailField {...form.getInputProps('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Link to="/forgot-password" className={`${linkClassName} ${classes.forgot}`}>
          Forgot your password?
        </Link>
        <Button type="submit" loading={pending} fullWidth>
          Log in
        </Button>
      </form>
    </AuthFrame>
  );
}
