import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  AuthFrame,
  Button,
  ErrorAlert,
  linkClassName,
  PasswordField,
  TextField,
} from '@phrasebook/ui/lean';
import {
  LanguagesKnownRows,
  languagesKnownBinding,
  type LanguageKnownDraft,
} from '@phrasebook/ui/languages-known';
import classes from '../components/account-form.module.css';
import { useAccountForm } from '../components/use-account-form.ts';
import { RoleField } from '../components/role-field.tsx';
import { StoredSessionCheck } from '../components/stored-session-check.tsx';
import { EmailField } from '../components/email-field.tsx';
import { CheckYourEmail } from '../components/check-your-email.tsx';
import { useLanguageList } from '../components/language-list.ts';

interface SignupDraft {
  email: string;
  password: string;
  user_role: string;
  username: string;
  languages_known: LanguageKnownDraft[];
}

const initialValues: SignupDraft = {
  email: '',
  password: '',
  user_role: '',
  username: '',
  languages_known: [{ lang: '', level: 'fluent' }],
};

/**
 * /signup (search: referrer): creates the account and, from its metadata, the profile. Built
 * without Mantine, the QueryClient, supabase-js or zod, which load when the visitor starts
 * filling the form, and the language names, which load once the page has settled, so the
 * page itself stays small.
 */
export function SignupPage() {
  const [searchParams] = useSearchParams();
  return (
    <StoredSessionCheck continueTo="/learn">
      <SignupForm referrer={searchParams.get('referrer')} />
    </StoredSessionCheck>
  );
}

function SignupForm({ referrer }: { referrer: string | null }) {
  const navigate = useNavigate();
  const [confirmTo, setConfirmTo] = useState<string | null>(null);
  const languages = useLanguageList();

  // Errors are keyed by the form's paths: 'email', 'languages_known', 'languages_known.0.lang'…
  const { form, pending, formError, formProps } = useAccountForm<SignupDraft>({
    initialValues,
    schema: (domain) => domain.signupSchema,
    submit: async (values, [domain, api], setFormError) => {
      let result;
      try {
        result = await api.signUp(domain.signupSchema.parse(values), { referrer });
      } catch (error) {
        const problem = api.toAuthFormError(error);
        if (problem.field) form.setFieldError(problem.field, problem.message);
        else setFormError(problem.message);
        return;
      }
      if (!result.signedIn) {
        setConfirmTo(values.email);
        return;
      }
      const next = result.hasProfile
        ? api.destinationAfterOnboarding({ referrer, role: result.role })
        : api.gettingStartedPath(referrer);
      await navigate(next, { replace: true });
    },
  });

  if (confirmTo !== null) return <CheckYourEmail email={confirmTo} referrer={referrer} />;

  return (
    <AuthFrame
      title="Create your account"
      subtitle="Learn a language with friends, one card at a time."
      footer={
        <p className={classes.footerText}>
          Already have an account?{' '}
          <Link to="/login" className={linkClassName}>
            Log in
          </Link>
        </p>
      }
    >
      <form {...formProps} aria-label="Sign up" className={classes.form}>
        <ErrorAlert message={formError} title="Could not create your account" />
        <EmailField {...form.getInputProps('email')} />
        <PasswordField
          label="Password"
          description="At least 8 characters"
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <TextField
          label="Username"
          description="3 to 20 characters; friends find you by it"
          autoComplete="username"
          required
          {...form.getInputProps('username')}
        />
        <RoleField
          value={form.getValues().user_role}
          onChange={(role) => form.setFieldValue('user_role', role)}
          error={form.errors['user_role'] as string | undefined}
        />
        <LanguagesKnownRows languages={languages} {...languagesKnownBinding(form)} />
        <Button type="submit" loading={pending} fullWidth>
          Create account
        </Button>
      </form>
    </AuthFrame>
  );
}
