import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { signupSchema } from '@phrasebook/domain';
import {
  destinationAfterOnboarding,
  gettingStartedPath,
  toAuthFormError,
  useAuthSession,
} from '@phrasebook/data';
import {
  FormErrorAlert,
  languagesKnownInputProps,
  LanguagesKnownField,
  useFormError,
  UsernameInput,
  type LanguageKnownDraft,
} from '@phrasebook/ui';
import { useSignUpMutation } from '../api/sign-up.ts';
import { AlreadySignedIn } from '../components/already-signed-in.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { RoleField } from '../components/role-field.tsx';
import { SessionLoader } from '../components/session-loader.tsx';

const initialValues = {
  email: '',
  password: '',
  user_role: '',
  username: '',
  languages_known: [{ lang: '', level: 'fluent' }] as LanguageKnownDraft[],
};

/** /signup (search: referrer): creates the account and, from its metadata, the profile. */
export function SignupPage() {
  const [searchParams] = useSearchParams();
  const referrer = searchParams.get('referrer');
  const navigate = useNavigate();
  const auth = useAuthSession();
  const signUp = useSignUpMutation();
  const form = useForm({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(signupSchema, { sync: true }),
  });
  const formError = useFormError(form.setFieldError);

  if (auth.status === 'loading') return <SessionLoader />;
  if (auth.status === 'signed-in' && signUp.isIdle) {
    return <AlreadySignedIn email={auth.user?.email} continueTo="/learn" />;
  }
  if (signUp.data && !signUp.data.signedIn) {
    return (
      <AuthCard title="Check your email">
        <Alert color="teal" variant="light" title="Almost there">
          We sent a confirmation link to {form.values.email}. Follow it to finish signing up.
        </Alert>
      </AuthCard>
    );
  }

  const onSubmit = form.onSubmit((values) => {
    formError.clear();
    const input = signupSchema.parse(values);
    signUp.mutate(input, {
      onSuccess: (result) => {
        if (!result.signedIn) return;
        const next = result.hasProfile
          ? destinationAfterOnboarding({ referrer, role: result.role })
          : gettingStartedPath(referrer);
        void navigate(next, { replace: true });
      },
      onError: (error) => formError.show(toAuthFormError(error)),
    });
  });

  return (
    <AuthCard
      title="Create your account"
      subtitle="Learn a language with friends, one card at a time."
      footer={
        <Text size="sm">
          Already have an account?{' '}
          <Anchor component={Link} to="/login">
            Log in
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label="Sign up">
        <Stack gap="md">
          <FormErrorAlert message={formError.formError} title="Could not create your account" />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            description="At least 8 characters"
            autoComplete="new-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <UsernameInput {...form.getInputProps('username')} />
          <RoleField
            value={form.values.user_role}
            onChange={(value) => form.setFieldValue('user_role', value)}
            error={form.errors.user_role}
          />
          <LanguagesKnownField {...languagesKnownInputProps(form)} />
          <Button type="submit" loading={signUp.isPending} fullWidth>
            Create account
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
