import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, screen, waitFor } from '@phrasebook/ui/test';
import { USERNAME_TAKEN_MESSAGE } from '../api/profile-error.ts';
import { ProfileFieldsForm } from './profile-fields-form.tsx';

const saved = { username: 'sofia', languages_known: [{ lang: 'spa', level: 'fluent' }] };

describe('ProfileFieldsForm', () => {
  it("refuses a short username and a row without a language, with the spec's messages", async () => {
    const onSave = vi.fn();
    const { user } = renderWithProviders(
      <ProfileFieldsForm
        initialValues={{ username: '', languages_known: [{ lang: '', level: 'fluent' }] }}
        onSave={onSave}
        submitLabel="Save"
      />,
    );
    await user.type(screen.getByLabelText(/^Username/), 'ab');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Please select a language')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves trimmed values and edits of the languages list', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    const { user } = renderWithProviders(
      <ProfileFieldsForm initialValues={saved} onSave={onSave} submitLabel="Save" requireChanges />,
    );
    // Disabled yet focusable, as it is after a save: pressed, it saves nothing.
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Add a language' }));
    await user.selectOptions(screen.getByLabelText('Language 2'), 'deu');
    await user.selectOptions(screen.getByLabelText('Level 1'), 'proficient');
    await user.clear(screen.getByLabelText(/^Username/));
    await user.type(screen.getByLabelText(/^Username/), '  sofia_r  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        username: 'sofia_r',
        languages_known: [
          { lang: 'spa', level: 'proficient' },
          { lang: 'deu', level: 'beginner' },
        ],
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true'),
    );
  });

  it('shows a taken username under the field', async () => {
    const taken = {
      code: '23505',
      message: 'duplicate key value violates unique constraint',
      details: 'Key (username)=(maria) already exists.',
    };
    const onSave = vi.fn().mockRejectedValue(taken);
    const { user } = renderWithProviders(
      <ProfileFieldsForm initialValues={saved} onSave={onSave} submitLabel="Save" />,
    );
    await user.clear(screen.getByLabelText(/^Username/));
    await user.type(screen.getByLabelText(/^Username/), 'maria');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(USERNAME_TAKEN_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveValue('maria');
    // On the field, read with its message: the save button may be a phone's screen below it.
    await waitFor(() => expect(screen.getByLabelText(/^Username/)).toHaveFocus());
    expect(screen.getByLabelText(/^Username/)).toHaveAccessibleDescription(
      expect.stringContaining(USERNAME_TAKEN_MESSAGE),
    );
  });

  it('shows what a save that has not reached the server waits for beside the button', () => {
    renderWithProviders(
      <ProfileFieldsForm
        initialValues={saved}
        onSave={vi.fn()}
        submitLabel="Save"
        status={<span role="status">Saving…</span>}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
  });
});
