import { renderToStaticMarkup } from 'react-dom/server';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { languageName, languageOptions } from '@phrasebook/domain/languages';
import { LanguagesKnownRows } from './LanguagesKnownRows.tsx';

const languages = { languageName, languageOptions };

const english = { lang: 'eng', level: 'fluent' };
const spanish = { lang: 'spa', level: 'beginner' };

it('changes a level, adds a row and never removes the last language', async () => {
  const onChange = vi.fn();
  renderWithProviders(
    <LanguagesKnownRows languages={languages} value={[english]} errors={{}} onChange={onChange} />,
  );
  expect(screen.getByRole('button', { name: 'Remove English' })).toBeDisabled();
  await userEvent.selectOptions(screen.getByLabelText('Level 1'), 'proficient');
  expect(onChange).toHaveBeenLastCalledWith([{ lang: 'eng', level: 'proficient' }], {});
  await userEvent.click(screen.getByRole('button', { name: 'Add a language' }));
  expect(onChange).toHaveBeenLastCalledWith([english, { lang: '', level: 'beginner' }], {});
});

it('removes a language when there are several and offers each language once', async () => {
  const onChange = vi.fn();
  renderWithProviders(
    <LanguagesKnownRows
      languages={languages}
      value={[english, spanish]}
      errors={{}}
      onChange={onChange}
    />,
  );
  const second = screen.getByLabelText('Language 2');
  expect(second.querySelector('option[value="eng"]')).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Remove Spanish' }));
  expect(onChange).toHaveBeenLastCalledWith([english], {});
});

it('shows the list error as an alert', () => {
  renderWithProviders(
    <LanguagesKnownRows
      languages={languages}
      value={[english]}
      errors={{ languages_known: 'Please add at least one language you know.' }}
      onChange={() => {}}
    />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Please add at least one language you know.');
});

it('offers only its prompt while the languages load, and names a row by its number', () => {
  renderWithProviders(
    <LanguagesKnownRows languages={null} value={[english]} errors={{}} onChange={() => {}} />,
  );
  const select = screen.getByLabelText('Language 1');
  expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
    'Choose a language…',
  ]);
  expect(screen.getByRole('button', { name: 'Remove language 1' })).toBeDisabled();
});

it('draws only the chosen languages first, then offers every language', () => {
  const rows = (
    <LanguagesKnownRows
      languages={languages}
      value={[english, spanish]}
      errors={{}}
      onChange={() => {}}
    />
  );
  // The first render, before the deferred one: what the first paint carries.
  const first = renderToStaticMarkup(rows);
  expect(first.match(/<option/g)).toHaveLength(2 * 3 + 2 * 3);
  renderWithProviders(rows);
  const options = screen.getByLabelText('Language 1').querySelectorAll('option');
  expect(options).toHaveLength(languageOptions.length + 1);
  expect(screen.getByLabelText('Language 2')).toHaveValue('spa');
});
