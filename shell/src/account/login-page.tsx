import { useState } from 'react';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginSchema } from '@phrasebook/domain';
import {
  safeRedirectPath,
  toAuthFormError,
  useAuthSession,
  useSignInMutation,
} from '@phrasebook/data';
import { AlreadySignedIn } from './components/already-signed-in.tsx';
import { AuthCard } from './components/auth-card.tsx';
import { FormErrorAlert } from '@phrasebook/ui';
import { SessionLoader } from './components/session-loader.tsx';

/** /login (search: redirectedFrom): password sign-in, then back to where the visitor was headed. */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const destination = safeRedirectPath(searchParams.get('redirectedFrom'));
  const navigate = useNavigate();
  const auth = useAuthSession();
  const signIn = useSignInMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(loginSchema, { sync: true }),
  });

  if (auth.status === 'loading') return <SessionLoader />;
  if (auth.status === 'signed-in' && signIn.isIdle) {
    return <AlreadySignedIn email={auth.user?.email} continueTo={destination} />;
  }

  const onSubmit = form.onSubmit((values) => {
    setFormError(null);
    const { email, password } = loginSchema.parse(values);
    signIn.mutate(
      { email, password },
      {
        onSuccess: () => void navigate(destination, { replace: true }),
        onError: (error) => {
          const problem = toAuthFormError(error);
          if (problem.field === 'email') form.setFieldError('email', problem.message);
          else setFormError(problem.message);
        },
      },
    );
  });

  return (
    <AuthCard
      title="Log in"
      subtitle="Welcome back! Your decks are waiting."
      footer={
        <Text size="sm">
          New here?{' '}
          <Anchor component={Link} to="/signup">
            Create an account
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label="Log in">
        <Stack gap="md">
          <FormErrorAlert message={formError} title="Could not log you in" />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <Anchor component={Link} to="/forgot-password" size="sm" ta="right">
            Forgot your password?
          </Anchor>
          <Button type="submit" loading={signIn.isPending} fullWidth>
            Log in
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
