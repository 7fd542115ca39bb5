import { screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderWithProviders } from '@phrasebook/ui/test';
import { LanguageSelect } from './language-select.tsx';

it('offers the preferred languages first, then every other once', async () => {
  const onChange = vi.fn();
  const { user } = renderWithProviders(
    <LanguageSelect label="Language" preferred={['tam', 'eng']} onChange={onChange} />,
  );
  const select = screen.getByRole('combobox', { name: 'Language' });
  const groups = within(select).getAllByRole('group');
  expect(groups[0]).toHaveAttribute('label', 'Languages you know');
  expect(
    within(groups[0]!)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Tamil', 'English']);
  expect(within(groups[1]!).queryByRole('option', { name: 'Tamil' })).toBeNull();
  await user.selectOptions(select, 'fra');
  expect(onChange).toHaveBeenCalled();
  expect(select).toHaveValue('fra');
});
