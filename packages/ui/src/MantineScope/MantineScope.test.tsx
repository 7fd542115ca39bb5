import { render, screen } from '@testing-library/react';
import { Rating } from '@mantine/core';
import { expect, it } from 'vitest';
import { MantineScope } from './MantineScope.tsx';

it('loads Mantine’s provider for what only Mantine draws, once for scopes inside scopes', async () => {
  render(
    <MantineScope>
      <Rating defaultValue={2} getSymbolLabel={(value) => `${value} stars`} />
      <MantineScope>
        <p>inner</p>
      </MantineScope>
    </MantineScope>,
  );
  // Without the provider Mantine's Rating throws; with it, it renders its five choices.
  expect(await screen.findByRole('radio', { name: '2 stars' })).toBeChecked();
  expect(screen.getByText('inner')).toBeInTheDocument();
  expect(document.querySelectorAll('style[data-mantine-styles]').length).toBeGreaterThan(0);
});
