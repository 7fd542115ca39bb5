import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen } from '@phrasebook/ui/test';
import { CardNoteView } from './card-note-section.tsx';

describe('CardNoteView', () => {
  it("shows a correction card's source and my original sentence", () => {
    renderWithProviders(
      <CardNoteView
        note="Yo soy cansado hoy"
        source={{ uid: 'b0000000-0000-4000-8000-000000000002', username: 'ben' }}
      />,
    );
    const section = screen.getByRole('region', { name: 'My card' });
    expect(section).toHaveTextContent('From a correction by ben');
    expect(screen.getByRole('link', { name: 'ben' })).toHaveAttribute(
      'href',
      '/friends/b0000000-0000-4000-8000-000000000002',
    );
    expect(screen.getByText('Yo soy cansado hoy')).toBeVisible();
  });

  it('shows nothing for a card without note or source', () => {
    renderWithProviders(<CardNoteView note={null} source={null} />);
    expect(screen.queryByRole('region', { name: 'My card' })).toBeNull();
  });
});
