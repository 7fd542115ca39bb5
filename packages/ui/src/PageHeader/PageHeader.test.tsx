import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Button } from '@mantine/core';
import { renderWithProviders } from '../test/render.tsx';
import { PageHeader } from './PageHeader.tsx';

it('shows the title as the page heading with subtitle and actions', () => {
  renderWithProviders(
    <PageHeader
      title="Learning Home"
      subtitle="Which deck are we studying today?"
      actions={<Button>New deck</Button>}
    />,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Learning Home' })).toBeInTheDocument();
  expect(screen.getByText('Which deck are we studying today?')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'New deck' })).toBeInTheDocument();
});

it('can render a second-level heading without a subtitle', () => {
  renderWithProviders(<PageHeader title="Requests" order={2} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Requests' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
});
