import { expect, it } from 'vitest';
import { myPhraseCard } from './my-phrase-card.ts';

it('picks the recognise card of a phrase, whichever order the cards come in', () => {
  expect(
    myPhraseCard([
      { id: 'c2', status: 'skipped', direction: 'recall' },
      { id: 'c1', status: 'active', direction: 'recognise' },
    ]),
  ).toEqual({ id: 'c1', status: 'active', direction: 'recognise' });
});

it('has no card for a phrase with only a recall card, or none', () => {
  expect(myPhraseCard([{ id: 'c2', status: 'active', direction: 'recall' }])).toBeNull();
  expect(myPhraseCard([])).toBeNull();
  expect(myPhraseCard(null)).toBeNull();
});
