import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AuthCard } from './components/auth-card.tsx';
import { ForgotPasswordForm } from './components/forgot-password-form.tsx';

/** /forgot-password: sends a recovery link to the outbox of the given address. */
export function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to set a new one."
      footer={
        <Text size="sm">
          Remembered it?{' '}
          <Anchor component={Link} to="/login">
            Back to log in
          </Anchor>
        </Text>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
