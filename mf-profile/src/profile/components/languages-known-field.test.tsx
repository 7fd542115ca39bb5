import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { renderWithProviders } from '@phrasebook/ui/test';
import { LanguagesKnownField } from './languages-known-field.tsx';

const english = { lang: 'eng', level: 'fluent' };
const spanish = { lang: 'spa', level: 'beginner' };

it('changes a level, adds a row and never removes the last language', async () => {
  const onChange = vi.fn();
  renderWithProviders(<LanguagesKnownField value={[english]} onChange={onChange} />);
  expect(screen.getByRole('button', { name: 'Remove English' })).toBeDisabled();
  await userEvent.selectOptions(screen.getByLabelText('Level 1'), 'proficient');
  expect(onChange).toHaveBeenLastCalledWith([{ lang: 'eng', level: 'proficient' }]);
  await userEvent.click(screen.getByRole('button', { name: 'Add a language' }));
  expect(onChange).toHaveBeenLastCalledWith([english, { lang: '', level: 'beginner' }]);
});

it('removes a language when there are several and offers each language once', async () => {
  const onChange = vi.fn();
  renderWithProviders(<LanguagesKnownField value={[english, spanish]} onChange={onChange} />);
  const second = screen.getByLabelText('Language 2');
  expect(second.querySelector('option[value="eng"]')).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Remove Spanish' }));
  expect(onChange).toHaveBeenLastCalledWith([english]);
});

it('shows the list error as an alert', () => {
  renderWithProviders(
    <LanguagesKnownField
      value={[english]}
      onChange={() => {}}
      error="Please add at least one language you know."
    />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Please add at least one language you know.');
});
