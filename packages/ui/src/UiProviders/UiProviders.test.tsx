import { render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { Button } from '@mantine/core';
import { UiProviders } from './UiProviders.tsx';
import { COLOR_SCHEME_STORAGE_KEY } from './color-scheme-key.ts';

afterEach(() => localStorage.clear());

it('renders the app in the dark scheme by default', () => {
  render(
    <UiProviders>
      <Button>Review</Button>
    </UiProviders>,
  );
  expect(screen.getByRole('button', { name: 'Review' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(document.documentElement.lang).toBe('en');
});

it('applies the choice stored locally', () => {
  localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'light');
  render(
    <UiProviders>
      <Button>Review</Button>
    </UiProviders>,
  );
  expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
});
