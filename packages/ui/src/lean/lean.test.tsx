import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  AuthFrame,
  Button,
  ErrorAlert,
  Notice,
  PasswordField,
  Stack,
  Text,
  TextField,
  linkClassName,
} from './index.ts';

describe('TextField', () => {
  it('is named by its label and forwards input props and ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Email" type="email" autoComplete="email" ref={ref} />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBe(ref.current);
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('ties the error to the input and marks it invalid', () => {
    render(<TextField label="Email" error="Enter a valid email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email');
  });

  it('keeps a caller-supplied description next to the error', () => {
    render(
      <>
        <p id="hint">We never share it.</p>
        <TextField label="Email" aria-describedby="hint" error="Required" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We never share it. Required',
    );
  });

  it('shows a hidden asterisk and aria-required, never the native required', () => {
    render(<TextField label="Email" required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleName('Email');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
    const asterisk = screen.getByText('*');
    expect(asterisk).toHaveAttribute('aria-hidden', 'true');
    expect(asterisk.closest('label')).toHaveAttribute('for', input.id);
  });

  it('uses a given id for the label and the error', () => {
    render(<TextField label="Email" id="login-email" error="Required" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('id', 'login-email');
    expect(input).toHaveAttribute('aria-describedby', 'login-email-error');
  });
});

// Password inputs have no ARIA role; the label's text content includes the hidden asterisk.
const passwordInput = () => screen.getByLabelText(/^Password/, { selector: 'input' });

describe('PasswordField', () => {
  it('keeps the accessible name exactly the label, apart from its toggle', () => {
    render(<PasswordField label="Password" required error="Required" />);
    const input = passwordInput();
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAccessibleName('Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it('reveals and hides the password, reflecting it in aria-pressed', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" />);
    const input = passwordInput();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('textbox', { name: 'Password' })).toBe(input);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAccessibleName('Show password');

    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  it('is reachable from the keyboard and never submits the form', async () => {
    const user = userEvent.setup();
    let submitted = false;
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = true;
        }}
      >
        <PasswordField label="Password" />
      </form>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(passwordInput()).toHaveAttribute('type', 'text');
    expect(submitted).toBe(false);
  });

  it('forwards the ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<PasswordField label="Password" ref={ref} />);
    expect(ref.current).toBe(passwordInput());
  });
});

describe('Button', () => {
  it('is a plain button by default and submits when asked to', () => {
    render(
      <>
        <Button>Cancel</Button>
        <Button type="submit">Log in</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveAttribute('type', 'submit');
  });

  it('disables itself and sets aria-busy while loading, keeping its name', () => {
    const { rerender } = render(<Button loading>Log in</Button>);
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');

    rerender(<Button>Log in</Button>);
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });
});

describe('ErrorAlert', () => {
  it('renders nothing without a message', () => {
    const { container } = render(<ErrorAlert message={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });

  it('announces the message as an alert under the default title', () => {
    render(<ErrorAlert message="Invalid login credentials" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('That did not work');
    expect(alert).toHaveTextContent('Invalid login credentials');
  });

  it('takes a custom title', () => {
    render(<ErrorAlert message="Invalid login credentials" title="Could not log you in" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Could not log you inInvalid login credentials',
    );
  });
});

describe('Notice', () => {
  it('announces its news politely, as a status with a title', () => {
    render(<Notice title="Check your email">We sent you a link.</Notice>);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Check your emailWe sent you a link.');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('AuthFrame', () => {
  it('is the main landmark with one h1, the subtitle, the card and the footer', () => {
    render(
      <AuthFrame
        title="Log in"
        subtitle="Welcome back!"
        footer={
          <Text size="sm">
            New here?{' '}
            <a className={linkClassName} href="/signup">
              Create an account
            </a>
          </Text>
        }
      >
        <Stack>
          <TextField label="Email" />
        </Stack>
      </AuthFrame>,
    );
    const main = screen.getByRole('main');
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(main).toHaveTextContent('Welcome back!');
    expect(main).toContainElement(screen.getByRole('textbox', { name: 'Email' }));
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveClass(linkClassName);
  });

  it('leaves out the subtitle and footer when not given', () => {
    render(<AuthFrame title="Log in">form</AuthFrame>);
    expect(screen.getByRole('main').querySelectorAll('p')).toHaveLength(0);
  });
});
