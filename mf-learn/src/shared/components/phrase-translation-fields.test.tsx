import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderWithProviders } from '@phrasebook/ui/test';
import { PhraseTranslationFields } from './phrase-translation-fields.tsx';

it('labels the three fields, shows their errors and reports edits', async () => {
  const onPhrase = vi.fn();
  const { user } = renderWithProviders(
    <PhraseTranslationFields
      phraseLabel="Phrase in Tamil"
      phrase={{ value: '', onChange: onPhrase, error: 'Required' }}
      translationLang={{ value: 'eng', onChange: () => {} }}
      translation={{ value: '', onChange: () => {} }}
      preferred={['eng']}
    />,
  );
  await user.type(screen.getByRole('textbox', { name: /Phrase in Tamil/ }), 'a');
  expect(onPhrase).toHaveBeenCalled();
  expect(screen.getByText('Required')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: /Translation language/ })).toHaveValue('eng');
  expect(screen.getByRole('textbox', { name: /^Translation/ })).toBeInTheDocument();
});
