import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen, within } from '@phrasebook/ui/test';
import { RecordingRequestsSection } from './recording-requests-section.tsx';

const request = (id: string, asker: string, text: string) => ({
  id,
  createdAt: '2026-12-02T10:00:00Z',
  asker: { uid: `${asker}-uid`, username: asker },
  phrase: { id: `phrase-${id}`, lang: 'spa', text },
  message: null,
});

describe('RecordingRequestsSection', () => {
  it('is not shown when nobody is waiting for a recording', () => {
    renderWithProviders(<RecordingRequestsSection requests={[]} />);
    expect(screen.queryByRole('region', { name: 'Requests to record' })).not.toBeInTheDocument();
  });

  it('lists each phrase with who asked, and the way to the chat where it is recorded', () => {
    renderWithProviders(
      <RecordingRequestsSection
        requests={[request('r1', 'ana', 'Buenas noches'), request('r2', 'ben', 'Hasta luego')]}
      />,
    );
    const section = screen.getByRole('region', { name: 'Requests to record' });
    const [first, second] = within(section).getAllByRole('listitem');
    expect(first).toHaveTextContent('Buenas noches');
    expect(first).toHaveTextContent('Spanish');
    expect(first).toHaveTextContent('Asked by ana');
    expect(within(first!).getByRole('link', { name: 'Record it' })).toHaveAttribute(
      'href',
      '/friends/chats/ana-uid',
    );
    expect(second).toHaveTextContent('Asked by ben');
    expect(within(second!).getByRole('link', { name: 'Record it' })).toHaveAttribute(
      'href',
      '/friends/chats/ben-uid',
    );
  });
});
