import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { TextArea, TextField } from './index.ts';

it('TextField takes sections, the large size and styles for its whole field', () => {
  render(
    <TextField
      label="Search"
      size="lg"
      leftSection={<span data-testid="glass" />}
      rightSection={<span role="status">Searching</span>}
      rootStyle={{ flex: '1 1 16rem' }}
    />,
  );
  const input = screen.getByRole('textbox', { name: 'Search' });
  expect(input).toHaveAttribute('data-with-left-section');
  expect(input).toHaveAttribute('data-with-right-section');
  expect(screen.getByTestId('glass')).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Searching');
  const field = input.closest('[data-size]');
  expect(field).toHaveAttribute('data-size', 'lg');
  expect(field).toHaveStyle({ flex: '1 1 16rem' });
});

it('a field named by aria-label draws no label; a textarea can stop growing', () => {
  render(<TextArea aria-label="Message to sam" minRows={1} maxRows={6} />);
  const box = screen.getByRole('textbox', { name: 'Message to sam' });
  expect(document.querySelector('label')).toBeNull();
  expect(box).toHaveAttribute('data-max-rows', '6');
});
