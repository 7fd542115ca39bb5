import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderWithProviders } from '@phrasebook/ui/test';
import { CardStatusControl } from './card-status-control.tsx';

it('offers to add a phrase that is not in the deck', async () => {
  const onChange = vi.fn();
  const { user } = renderWithProviders(
    <CardStatusControl status={null} phraseText="Hola" onChange={onChange} />,
  );
  await user.click(screen.getByRole('button', { name: 'Add to deck: Hola' }));
  expect(onChange).toHaveBeenCalledWith('active');
});

it('changes the status of a card from its menu, ignoring the current one', async () => {
  const onChange = vi.fn();
  const { user } = renderWithProviders(
    <CardStatusControl status="active" phraseText="Hola" onChange={onChange} />,
  );
  await user.click(screen.getByRole('button', { name: 'Active card: Hola. Change status' }));
  await user.click(await screen.findByRole('menuitem', { name: /^Active/ }));
  expect(onChange).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Active card: Hola. Change status' }));
  await user.click(await screen.findByRole('menuitem', { name: /^Learned/ }));
  expect(onChange).toHaveBeenCalledWith('learned');
});

it('names the direction it changes when given one', async () => {
  const onChange = vi.fn();
  const { user } = renderWithProviders(
    <>
      <CardStatusControl status="active" direction="recall" phraseText="Hola" onChange={onChange} />
      <CardStatusControl status={null} direction="recall" phraseText="Adiós" onChange={onChange} />
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Active recall card: Hola. Change status' }));
  await user.click(await screen.findByRole('menuitem', { name: /^Skipped/ }));
  expect(onChange).toHaveBeenCalledWith('skipped');
  await user.click(screen.getByRole('button', { name: 'Add recall card: Adiós' }));
  expect(onChange).toHaveBeenLastCalledWith('active');
});
