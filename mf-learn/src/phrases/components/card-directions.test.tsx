import { screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderWithProviders } from '@phrasebook/ui/test';
import type { DeckCard } from '../../shared/api/deck-cards-query.ts';
import { CardDirections } from './card-directions.tsx';

const card: DeckCard = {
  phrase_id: 'p1',
  status: 'active',
  last_reviewed_at: '2026-11-20T09:00:00Z',
  retrievability_now: 0.8,
  desired_retention: 0.9,
  recall: { status: 'active', last_reviewed_at: null, retrievability_now: null },
};

it('shows each direction with its state and changes one alone', async () => {
  const onChange = vi.fn();
  const { user } = renderWithProviders(
    <CardDirections card={card} phraseText="Hola" onChange={onChange} />,
  );
  const recognise = screen.getByRole('group', { name: 'Recognise: phrase → translation' });
  const recall = screen.getByRole('group', { name: 'Recall: translation → phrase' });
  expect(within(recognise).getByText('Due today')).toBeInTheDocument();
  expect(within(recall).getByText('New: not reviewed yet')).toBeInTheDocument();
  await user.click(
    within(recall).getByRole('button', { name: 'Active recall card: Hola. Change status' }),
  );
  await user.click(await screen.findByRole('menuitem', { name: /^Skipped/ }));
  expect(onChange).toHaveBeenCalledWith('recall', 'skipped');
});

it('offers to add a recall card not made yet', async () => {
  const onChange = vi.fn();
  const { recall: _none, ...recogniseOnly } = card;
  const { user } = renderWithProviders(
    <CardDirections card={recogniseOnly} phraseText="Hola" onChange={onChange} />,
  );
  await user.click(screen.getByRole('button', { name: 'Add recall card: Hola' }));
  expect(onChange).toHaveBeenCalledWith('recall', 'active');
});
