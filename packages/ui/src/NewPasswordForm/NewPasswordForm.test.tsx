import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { messages } from '@phrasebook/domain';
import { renderWithProviders } from '../test/render.tsx';
import { NewPasswordForm } from './NewPasswordForm.tsx';

const asProblem = (error: unknown) => ({
  field: 'password',
  message: error instanceof Error ? error.message : String(error),
});

it('refuses a short password with the rule before saving anything', async () => {
  const save = vi.fn();
  renderWithProviders(<NewPasswordForm save={save} toProblem={asProblem} onSaved={() => {}} />);
  await userEvent.type(screen.getByLabelText(/New password/, { selector: 'input' }), 'short');
  await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
  expect(await screen.findByText(messages.passwordTooShort)).toBeInTheDocument();
  expect(save).not.toHaveBeenCalled();
});

it('saves a valid password, then reports it saved', async () => {
  const save = vi.fn().mockResolvedValue(undefined);
  const onSaved = vi.fn();
  renderWithProviders(<NewPasswordForm save={save} toProblem={asProblem} onSaved={onSaved} />);
  await userEvent.type(screen.getByLabelText(/New password/, { selector: 'input' }), 'long enough');
  await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
  expect(save).toHaveBeenCalledWith({ password: 'long enough' });
});

it('shows a refusal about the password under the field', async () => {
  const save = vi.fn().mockRejectedValue(new Error('Same as the old one'));
  renderWithProviders(<NewPasswordForm save={save} toProblem={asProblem} onSaved={() => {}} />);
  await userEvent.type(screen.getByLabelText(/New password/, { selector: 'input' }), 'long enough');
  await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
  expect(await screen.findByText('Same as the old one')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  // As a refusal of the form's own: the focus on the field, which is read with the message.
  const field = screen.getByLabelText(/New password/, { selector: 'input' });
  await waitFor(() => expect(field).toHaveFocus());
  expect(field).toHaveAccessibleDescription(expect.stringContaining('Same as the old one'));
});

it('shows any other refusal above the form', async () => {
  const save = vi.fn().mockRejectedValue(new Error('offline'));
  renderWithProviders(
    <NewPasswordForm
      save={save}
      toProblem={() => ({ field: null, message: 'Network down' })}
      onSaved={() => {}}
    />,
  );
  await userEvent.type(screen.getByLabelText(/New password/, { selector: 'input' }), 'long enough');
  await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Network down');
});
