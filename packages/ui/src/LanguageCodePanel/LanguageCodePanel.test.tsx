import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { messages } from '@phrasebook/domain';
import { renderWithProviders } from '../test/render.tsx';
import { LanguageCodePanel } from './LanguageCodePanel.tsx';

it('names an unknown language code and hints at its first 3 characters', () => {
  renderWithProviders(<LanguageCodePanel problem="language" code="spanish" />);
  expect(screen.getByText(messages.languageNotFound)).toBeInTheDocument();
  expect(screen.getByText('Language code in the URL: "spanish"')).toBeInTheDocument();
  expect(screen.getByText(/Did you mean "spa"/)).toBeInTheDocument();
});

it('says a deck is missing, without a hint for a 3-letter code, with the ways out given', () => {
  renderWithProviders(
    <LanguageCodePanel problem="deck" code="ita">
      <a href="/learn/add-deck?lang=ita">Start a deck</a>
    </LanguageCodePanel>,
  );
  expect(screen.getByText(messages.deckNotFound)).toBeInTheDocument();
  expect(screen.queryByText(/Did you mean/)).toBeNull();
  expect(screen.getByRole('link', { name: 'Start a deck' })).toBeInTheDocument();
});
