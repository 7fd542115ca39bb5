import { fireEvent, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { UserAvatar, initialOf } from './UserAvatar.tsx';

it('draws the initial when there is no picture', () => {
  renderWithProviders(<UserAvatar username="sofia" />);
  const avatar = screen.getByRole('img', { name: "sofia's avatar" });
  expect(avatar).toHaveTextContent('S');
});

it('takes the first whole character, upper-cased', () => {
  expect(initialOf('émile')).toBe('É');
  expect(initialOf('  li')).toBe('L');
  expect(initialOf('')).toBe('?');
  expect(initialOf(null)).toBe('?');
});

it('shows the picture when a URL is given', () => {
  renderWithProviders(<UserAvatar username="Émile" src="https://example.test/avatars/emile.png" />);
  const avatar = screen.getByRole('img', { name: "Émile's avatar" });
  expect(avatar.querySelector('img')).toHaveAttribute(
    'src',
    'https://example.test/avatars/emile.png',
  );
});

it('stays out of the accessibility tree when decorative, drawing the initial without text', () => {
  const { container } = renderWithProviders(<UserAvatar username="sofia" decorative />);
  expect(screen.queryByRole('img')).toBeNull();
  const initial = container.querySelector('[data-initial]');
  expect(initial).toHaveAttribute('data-initial', 'S');
  expect(initial?.textContent).toBe('');
});

it('falls back to the initial when the picture does not load', () => {
  renderWithProviders(<UserAvatar username="amadou" src="https://example.test/missing.png" />);
  const avatar = screen.getByRole('img', { name: "amadou's avatar" });
  fireEvent.error(avatar.querySelector('img')!);
  expect(avatar.querySelector('img')).toBeNull();
  expect(avatar).toHaveTextContent('A');
});
