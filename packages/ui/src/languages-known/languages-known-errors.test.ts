import { expect, it } from 'vitest';
import { errorsAfterLanguagesChange } from './languages-known-errors.ts';

it('drops the errors of edited cells and of every row once rows are renumbered', () => {
  const errors = {
    languages_known: 'Please add at least one language you know.',
    'languages_known.0.lang': 'Please select a language',
    'languages_known.1.lang': 'Please select a language',
    username: 'Required',
  };
  const previous = [
    { lang: '', level: 'fluent' },
    { lang: '', level: 'fluent' },
  ];
  const edited = [{ lang: 'eng', level: 'fluent' }, previous[1]!];
  expect(errorsAfterLanguagesChange(errors, previous, edited)).toEqual({
    'languages_known.1.lang': 'Please select a language',
    username: 'Required',
  });
  expect(errorsAfterLanguagesChange(errors, previous, [previous[0]!])).toEqual({
    username: 'Required',
  });
});
