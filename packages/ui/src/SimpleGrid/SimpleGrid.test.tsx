import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Kbd } from '../Kbd/Kbd.tsx';
import { List } from '../List/List.tsx';
import { SimpleGrid } from './SimpleGrid.tsx';

it('SimpleGrid sets its columns per breakpoint and passes ARIA props on', () => {
  render(
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" role="group" aria-label="Score">
      <span>a</span>
    </SimpleGrid>,
  );
  const grid = screen.getByRole('group', { name: 'Score' });
  expect(grid).toHaveAttribute('data-sm');
  expect(grid).not.toHaveAttribute('data-lg');
  expect(grid.style.getPropertyValue('--sg-cols')).toBe('2');
  expect(grid.style.getPropertyValue('--sg-cols-sm')).toBe('4');
});

it('Kbd is a key and List a list of items', () => {
  render(
    <>
      <Kbd size="xs">K</Kbd>
      <List aria-label="Sources" spacing={4}>
        <List.Item>one</List.Item>
        <List.Item>two</List.Item>
      </List>
    </>,
  );
  expect(screen.getByText('K').tagName).toBe('KBD');
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  expect(screen.getByRole('list', { name: 'Sources' })).toBeInTheDocument();
});
