import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders, screen, within } from '@phrasebook/ui/test';
import { SignupPage } from './signup-page.tsx';
import { useUnreachableBackend } from '@phrasebook/data/testing';

beforeAll(useUnreachableBackend);

/** The first submit loads the schemas and the data layer (docs/architecture.md), so allow for it. */
const firstSubmit = { timeout: 5000 };

describe('SignupPage', () => {
  it("validates every field with the spec's messages", async () => {
    const { user } = renderWithProviders(<SignupPage />, { route: '/signup' });
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Email is required to be a real email', {}, firstSubmit),
    ).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText("Let us know how you'll use the app")).toBeInTheDocument();
    expect(screen.getByText('Please select a language')).toBeInTheDocument();
  });

  it('clears an error once the field is fixed', async () => {
    const { user } = renderWithProviders(<SignupPage />, { route: '/signup' });
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    await screen.findByText("Let us know how you'll use the app", {}, firstSubmit);
    expect(screen.getByText('Please select a language')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Helper/ }));
    expect(screen.queryByText("Let us know how you'll use the app")).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Language 1'), 'spa');
    expect(screen.queryByText('Please select a language')).not.toBeInTheDocument();
  });

  it('adds and removes languages but always keeps one', async () => {
    const { user } = renderWithProviders(<SignupPage />, { route: '/signup' });
    const removeFirst = await screen.findByRole('button', { name: 'Remove language 1' });
    expect(removeFirst).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add a language' }));
    await user.selectOptions(screen.getByLabelText('Language 2'), 'fra');
    await user.selectOptions(screen.getByLabelText('Level 2'), 'proficient');
    expect(screen.getByLabelText('Level 2')).toHaveValue('proficient');
    // A language already chosen in one row cannot be picked again in another.
    const firstRow = screen.getByRole('combobox', { name: 'Language 1' });
    expect(within(firstRow).getByRole('option', { name: 'French' })).toBeDisabled();
    expect(within(firstRow).getByRole('option', { name: 'German' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Remove French' }));
    expect(screen.queryByLabelText('Language 2')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove language 1' })).toBeDisabled();
  });
});
