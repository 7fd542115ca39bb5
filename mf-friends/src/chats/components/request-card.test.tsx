import { describe, expect, it } from 'vitest';
import { renderWithProviders, screen } from '@phrasebook/ui/test';
import type { ChatMessage } from '../api/chat-messages-query.ts';
import { RequestCard } from './request-card.tsx';

const me = 'me-uid';
const ana = 'ana-uid';
const lena = 'lena-uid';

/** A request message from `sender` to `recipient` about a request `requester` asked. */
function requestMessage(sender: string, recipient: string, requester: string): ChatMessage {
  return {
    id: 'm1',
    sender_uid: sender,
    recipient_uid: recipient,
    created_at: '2026-12-02T10:00:00Z',
    message_type: 'request',
    lang: 'spa',
    message: null,
    phrase_id: null,
    request_id: 'r1',
    related_message_id: null,
    recording_id: null,
    phrase: null,
    request: {
      id: 'r1',
      lang: 'spa',
      prompt: 'How do I ask for the bill?',
      status: 'open',
      requester_uid: requester,
      answers: [{ count: 0 }],
    },
  };
}

function renderCard(sender: string, recipient: string, requester: string) {
  renderWithProviders(
    <RequestCard
      message={requestMessage(sender, recipient, requester)}
      mine={sender === me}
      myUid={me}
      friendName="Ana"
    />,
  );
  return screen.getByRole('article', { name: 'Card request' });
}

describe('RequestCard', () => {
  it("tells a friend's own request, to be answered", () => {
    const card = renderCard(ana, me, ana);
    expect(card).toHaveTextContent('Ana requested a card');
    expect(screen.getByRole('link', { name: 'Answer this request' })).toHaveAttribute(
      'href',
      '/learn/spa/requests/r1',
    );
  });

  it('tells my own request, to open', () => {
    const card = renderCard(me, ana, me);
    expect(card).toHaveTextContent('You asked Ana for a card');
    expect(screen.getByRole('link', { name: 'Open your request' })).toBeInTheDocument();
  });

  it('does not call a request I passed on mine', () => {
    const card = renderCard(me, ana, lena);
    expect(card).toHaveTextContent('You shared a card request with Ana');
    expect(card).not.toHaveTextContent('You asked Ana');
    expect(screen.getByRole('link', { name: 'Answer this request' })).toBeInTheDocument();
  });

  it('does not say a friend asked for a request they passed on', () => {
    const card = renderCard(ana, me, lena);
    expect(card).toHaveTextContent('Ana shared a card request');
    expect(card).not.toHaveTextContent('Ana requested a card');
    expect(screen.getByRole('link', { name: 'Answer this request' })).toBeInTheDocument();
  });

  it('opens my own request when a friend passes it back to me', () => {
    renderCard(ana, me, me);
    expect(screen.getByRole('link', { name: 'Open your request' })).toBeInTheDocument();
  });
});
