import { fireEvent, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { UserAvatar, initialOf, initialsColor } from './UserAvatar.tsx';

it('shows the initial when there is no picture', () => {
  renderWithProviders(<UserAvatar username="sofia" />);
  const avatar = screen.getByRole('img', { name: "sofia's avatar" });
  expect(avatar).toHaveTextContent('S');
});

it('shows the picture when a URL is given', () => {
  renderWithProviders(<UserAvatar username="Émile" src="https://example.test/avatars/emile.png" />);
  expect(screen.getByRole('img', { name: "Émile's avatar" })).toHaveAttribute(
    'src',
    'https://example.test/avatars/emile.png',
  );
});

it('takes the first whole character, upper-cased', () => {
  expect(initialOf('émile')).toBe('É');
  expect(initialOf('  li')).toBe('L');
  expect(initialOf('')).toBe('?');
  expect(initialOf(null)).toBe('?');
});

it('stays out of the accessibility tree when decorative, drawing the initial without text', () => {
  const { container } = renderWithProviders(<UserAvatar username="sofia" decorative />);
  expect(screen.queryByRole('img')).toBeNull();
  const initial = container.querySelector('[data-initial]');
  expect(initial).toHaveAttribute('data-initial', 'S');
  expect(initial?.textContent).toBe('');
});

it('keeps the colour each name had with Mantine: the same hash and palette', () => {
  // What Mantine 9's Avatar (color 'initials') gave these names.
  expect(
    ['sam', 'priya', 'kenji', 'lena', 'sofia', 'Émile'].map((name) => initialsColor(name)),
  ).toEqual(['cyan', 'blue', 'lime', 'blue', 'indigo', 'teal']);
  expect(initialsColor(null)).toBe('gray');
});

it('falls back to the initial when the picture does not load', () => {
  renderWithProviders(<UserAvatar username="amadou" src="https://example.test/missing.png" />);
  fireEvent.error(screen.getByRole('img', { name: "amadou's avatar" }));
  expect(screen.getByRole('img', { name: "amadou's avatar" })).toHaveTextContent('A');
});
