import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { LanguagesKnownRows } from './LanguagesKnownRows.tsx';

const english = { lang: 'eng', level: 'fluent' };
const spanish = { lang: 'spa', level: 'beginner' };

it('changes a level, adds a row and never removes the last language', async () => {
  const onChange = vi.fn();
  renderWithProviders(<LanguagesKnownRows value={[english]} errors={{}} onChange={onChange} />);
  expect(screen.getByRole('button', { name: 'Remove English' })).toBeDisabled();
  await userEvent.selectOptions(screen.getByLabelText('Level 1'), 'proficient');
  expect(onChange).toHaveBeenLastCalledWith([{ lang: 'eng', level: 'proficient' }], {});
  await userEvent.click(screen.getByRole('button', { name: 'Add a language' }));
  expect(onChange).toHaveBeenLastCalledWith([english, { lang: '', level: 'beginner' }], {});
});

it('removes a language when there are several and offers each language once', async () => {
  const onChange = vi.fn();
  renderWithProviders(
    <LanguagesKnownRows value={[english, spanish]} errors={{}} onChange={onChange} />,
  );
  const second = screen.getByLabelText('Language 2');
  expect(second.querySelector('option[value="eng"]')).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Remove Spanish' }));
  expect(onChange).toHaveBeenLastCalledWith([english], {});
});

it('shows the list error as an alert', () => {
  renderWithProviders(
    <LanguagesKnownRows
      value={[english]}
      errors={{ languages_known: 'Please add at least one language you know.' }}
      onChange={() => {}}
    />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Please add at least one language you know.');
});
