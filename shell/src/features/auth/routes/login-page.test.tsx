import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen } from '@phrasebook/ui/test';
import { LoginPage } from './login-page.tsx';
import { useUnreachableBackend } from '@phrasebook/data/testing';

beforeAll(useUnreachableBackend);

describe('LoginPage', () => {
  it("shows the spec's messages for an empty form and keeps what was typed", async () => {
    const { user } = renderWithProviders(<LoginPage />, {
      route: '/login?redirectedFrom=%2Fprofile',
    });
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required to be a real email')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required to be a real email')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('not-an-email');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('starts loading the destination once valid credentials are sent, not before', async () => {
    const onSignInStart = vi.fn();
    const { user } = renderWithProviders(<LoginPage onSignInStart={onSignInStart} />, {
      route: '/login?redirectedFrom=%2Ffriends',
    });
    await user.type(await screen.findByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required to be a real email')).toBeInTheDocument();
    expect(onSignInStart).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'phrasebook-demo');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    // The backend is unreachable: the form says so, and the destination was already asked for.
    expect(await screen.findByText('Could not log you in')).toBeInTheDocument();
    expect(onSignInStart).toHaveBeenCalledExactlyOnceWith('/friends');
  });

  it('links to recovery and sign-up', async () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });
});
