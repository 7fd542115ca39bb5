import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '../../storybook/types.ts';
import * as Lean from './index.ts';

// The lean kit put together as the shell's /login, beside the kit's parts (Lean.stories.tsx).
const meta = {
  title: 'Signed-out pages/Lean login form',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Mantine /login screen rebuilt from the kit: submit empty to see the validation. */
function LoginFormDemo() {
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '');
    const password = String(data.get('password') ?? '');
    const next = {
      email: /^\S+@\S+\.\S+$/.test(email) ? undefined : 'Enter a valid email address',
      password: password ? undefined : 'Enter your password',
    };
    setErrors(next);
    setFormError(null);
    if (next.email || next.password) return;
    setPending(true);
    setTimeout(() => {
      setPending(false);
      setFormError('Invalid login credentials');
    }, 1200);
  };

  return (
    <Lean.AuthFrame
      title="Log in"
      subtitle="Welcome back! Your decks are waiting."
      footer={
        <Lean.Text size="sm">
          New here?{' '}
          <a className={Lean.linkClassName} href="#signup">
            Create an account
          </a>
        </Lean.Text>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label="Log in">
        <Lean.Stack>
          <Lean.ErrorAlert message={formError} title="Could not log you in" />
          <Lean.TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            error={errors.email}
          />
          <Lean.PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            error={errors.password}
          />
          <Lean.Text size="sm" align="right">
            <a className={Lean.linkClassName} href="#forgot-password">
              Forgot your password?
            </a>
          </Lean.Text>
          <Lean.Button type="submit" loading={pending} fullWidth>
            Log in
          </Lean.Button>
        </Lean.Stack>
      </form>
    </Lean.AuthFrame>
  );
}

export const LoginForm: Story = {
  name: 'Login form',
  render: () => <LoginFormDemo />,
};
