import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { signupSchema } from '@phrasebook/domain';
import {
  destinationAfterOnboarding,
  gettingStartedPath,
  toAuthFormError,
  useAuthSession,
  useSignUpMutation,
} from '@phrasebook/data';
import { AlreadySignedIn } from '../components/already-signed-in.tsx';
import { AuthCard } from '../components/auth-card.tsx';
import { FormErrorAlert } from '@phrasebook/ui';
import {
  errorsAfterLanguagesChange,
  LanguagesKnownField,
  type LanguageKnownDraft,
} from '@phrasebook/ui';
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
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(signupSchema, { sync: true }),
  });

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
    setFormError(null);
    const input = signupSchema.parse(values);
    signUp.mutate(input, {
      onSuccess: (result) => {
        if (!result.signedIn) return;
        const next = result.hasProfile
          ? destinationAfterOnboarding({ referrer, role: result.role })
          : gettingStartedPath(referrer);
        void navigate(next, { replace: true });
      },
      onError: (error) => {
        const problem = toAuthFormError(error);
        if (problem.field) form.setFieldError(problem.field, problem.message);
        else setFormError(problem.message);
      },
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
          <FormErrorAlert message={formError} title="Could not create your account" />
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
          <TextInput
            label="Username"
            description="3 to 20 characters; friends find you by it"
            autoComplete="username"
            withAsterisk
            {...form.getInputProps('username')}
          />
          <RoleField
            value={form.values.user_role}
            onChange={(value) => form.setFieldValue('user_role', value)}
            error={form.errors.user_role}
          />
          <LanguagesKnownField
            value={form.values.languages_known}
            onChange={(next) => {
              const errors = errorsAfterLanguagesChange(
                form.errors,
                form.values.languages_known,
                next,
              );
              form.setFieldValue('languages_known', next);
              form.setErrors(errors);
            }}
            error={form.errors.languages_known}
            rowErrors={(index) => ({
              lang: form.errors[`languages_known.${index}.lang`],
              level: form.errors[`languages_known.${index}.level`],
            })}
          />
          <Button type="submit" loading={signUp.isPending} fullWidth>
            Create account
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
