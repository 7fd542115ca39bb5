import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '@phrasebook/ui/test';
import { PhraseCard } from './phrase-card.tsx';

it('shows the phrase in its language, the first translations and the tags', () => {
  renderWithProviders(
    <PhraseCard
      phrase="Hola"
      lang="spa"
      translations={[
        { lang: 'eng', text: 'Hello' },
        { lang: 'fra', text: 'Salut' },
        { lang: 'deu', text: 'Hallo' },
      ]}
      tags={['greetings']}
      actions={<button type="button">Act</button>}
    />,
  );
  expect(screen.getByText('Hola')).toHaveAttribute('lang', 'es');
  expect(screen.getByText('Hello')).toHaveAttribute('lang', 'en');
  expect(screen.getByText('Hello').parentElement).toHaveTextContent('English Hello');
  expect(screen.getByText('Salut')).toBeInTheDocument();
  expect(screen.queryByText('Hallo')).toBeNull();
  expect(screen.getByText('+1 more translation')).toBeInTheDocument();
  expect(screen.getByText('greetings')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Act' })).toBeInTheDocument();
});

it('says when there is no translation yet', () => {
  renderWithProviders(<PhraseCard phrase="Mañana" lang="spa" />);
  expect(screen.getByText('No translation yet')).toBeInTheDocument();
});
