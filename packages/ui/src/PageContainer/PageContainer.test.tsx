import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { PageContainer } from './PageContainer.tsx';

it('renders its content inside a width-limited container', () => {
  renderWithProviders(<PageContainer size="sm">Policy text</PageContainer>);
  const content = screen.getByText('Policy text');
  expect(content).toHaveClass('mantine-Container-root');
  expect(content.getAttribute('data-size')).toBe('sm');
});
