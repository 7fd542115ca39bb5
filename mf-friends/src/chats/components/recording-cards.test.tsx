import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useUnreachableBackend } from '@phrasebook/data/testing';
import { createTestQueryClient, renderWithProviders, screen } from '@phrasebook/ui/test';
import type { ChatMessage } from '../api/chat-messages-query.ts';
import { MessageList } from './message-list.tsx';
import { RecordingMadeCard } from './recording-made-card.tsx';
import { RecordingRequestCard } from './recording-request-card.tsx';

// The recordings' data layer without IndexedDB or a server: the phrase's recordings come from
// `recordings.list`, read through a query whose key is the real one's shape.
const recordings = vi.hoisted(() => ({ list: [] as unknown[] }));
vi.mock('@phrasebook/data/recordings', async () => {
  const { atom } = await import('jotai');
  const { queryOptions } = await import('@tanstack/react-query');
  const queue = atom([]);
  return {
    phraseRecordingsQuery: (phraseId: string) =>
      queryOptions({
        queryKey: ['test-recordings', phraseId],
        queryFn: async () => recordings.list,
      }),
    recordingOutbox: { atom: () => queue, start: () => undefined },
    recordingRefusalsAtom: atom({}),
    saveRecording: async () => 'saved-id',
  };
});

beforeAll(useUnreachableBackend);

const me = 'me-uid';
const ana = 'ana-uid';

function message(fields: Partial<ChatMessage> & Pick<ChatMessage, 'id'>): ChatMessage {
  return {
    sender_uid: ana,
    recipient_uid: me,
    created_at: '2026-12-02T10:00:00Z',
    message_type: 'recording_request',
    lang: 'spa',
    message: null,
    phrase_id: 'p1',
    request_id: null,
    related_message_id: null,
    recording_id: null,
    phrase: {
      id: 'p1',
      lang: 'spa',
      text: 'Buenas noches',
      translations: [{ id: 't1', lang: 'eng', text: 'Good night' }],
      cards: [],
    },
    request: null,
    ...fields,
  };
}

const recording = (id: string, uid: string, username: string) => ({
  id,
  phraseId: 'p1',
  uid,
  username,
  avatarPath: null,
  speakerLevel: 'fluent',
  objectPath: `${uid}/p1/${id}.webm`,
  durationMs: 2000,
  trimStartMs: 100,
  trimEndMs: 1900,
  createdAt: '2026-12-02T10:05:00Z',
  src: `https://storage.test/${id}.webm`,
});

describe('RecordingRequestCard', () => {
  it('puts the recorder in the card of a request waiting for me', async () => {
    renderWithProviders(
      <RecordingRequestCard
        message={message({ id: 'r1' })}
        mine={false}
        myUid={me}
        friendName="Ana"
        answered={false}
      />,
    );
    const card = screen.getByRole('article', { name: 'Request to record' });
    expect(card).toHaveTextContent('Ana asked you to record this');
    expect(card).toHaveTextContent('Buenas noches');
    expect(card).toHaveTextContent('Good night (English)');
    expect(await screen.findByRole('button', { name: 'Record' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Record this phrase' })).toBeInTheDocument();
    expect(card).not.toHaveTextContent('You recorded this');
  });

  it('says I recorded it once answered, without a recorder', () => {
    renderWithProviders(
      <RecordingRequestCard
        message={message({ id: 'r1' })}
        mine={false}
        myUid={me}
        friendName="Ana"
        answered
      />,
    );
    expect(screen.getByRole('article', { name: 'Request to record' })).toHaveTextContent(
      'You recorded this',
    );
    expect(screen.queryByRole('button', { name: 'Record' })).not.toBeInTheDocument();
    expect(screen.queryByText('Opening the recorder…')).not.toBeInTheDocument();
  });

  it('tells the asker it is waiting, then that it is recorded', () => {
    const mine = message({ id: 'r1', sender_uid: me, recipient_uid: ana });
    const { unmount } = renderWithProviders(
      <RecordingRequestCard message={mine} mine myUid={me} friendName="Ana" answered={false} />,
    );
    const card = screen.getByRole('article', { name: 'Request to record' });
    expect(card).toHaveTextContent('You asked Ana to record this');
    expect(card).toHaveTextContent('Waiting for Ana');
    expect(card).not.toHaveTextContent('Recorded');
    expect(screen.queryByText('Opening the recorder…')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(
      <RecordingRequestCard message={mine} mine myUid={me} friendName="Ana" answered />,
    );
    const answered = screen.getByRole('article', { name: 'Request to record' });
    expect(answered).toHaveTextContent('Recorded');
    expect(answered).not.toHaveTextContent('Waiting for Ana');
  });
});

describe('RecordingMadeCard', () => {
  it("plays the friend's recording for me and links to the phrase", async () => {
    recordings.list = [recording('other', ana, 'Ana'), recording('rec1', ana, 'Ana')];
    renderWithProviders(
      <RecordingMadeCard
        message={message({
          id: 'm1',
          message_type: 'recording_made',
          related_message_id: 'r1',
          recording_id: 'rec1',
        })}
        mine={false}
        friendName="Ana"
      />,
    );
    const card = screen.getByRole('article', { name: 'Recording' });
    expect(card).toHaveTextContent('Ana recorded this for you');
    expect(card).toHaveTextContent('Buenas noches');
    expect(screen.getByRole('link', { name: 'Open the phrase' })).toHaveAttribute(
      'href',
      '/learn/spa/p1',
    );
    expect(await screen.findByRole('button', { name: "Play Ana's recording" })).toBeVisible();
    expect(screen.getAllByRole('button', { name: /Play/ })).toHaveLength(1);
  });

  it('names my own recording for the recorder', async () => {
    recordings.list = [recording('rec1', me, 'me')];
    renderWithProviders(
      <RecordingMadeCard
        message={message({
          id: 'm1',
          sender_uid: me,
          recipient_uid: ana,
          message_type: 'recording_made',
          related_message_id: 'r1',
          recording_id: 'rec1',
        })}
        mine
        friendName="Ana"
      />,
    );
    expect(screen.getByRole('article', { name: 'Recording' })).toHaveTextContent(
      'You recorded this for Ana',
    );
    expect(await screen.findByRole('button', { name: 'Play your recording' })).toBeVisible();
  });

  it('says so when the recording is gone', async () => {
    recordings.list = [recording('another', ana, 'Ana')];
    const made = message({
      id: 'm1',
      message_type: 'recording_made',
      related_message_id: 'r1',
      recording_id: 'rec1',
      // Sent long ago: the list read now holds everything made before it.
      created_at: '2020-01-01T00:00:00Z',
    });
    const { unmount } = renderWithProviders(
      <RecordingMadeCard message={made} mine={false} friendName="Ana" />,
    );
    expect(await screen.findByText('This recording was deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Play/ })).not.toBeInTheDocument();
    unmount();

    renderWithProviders(
      <RecordingMadeCard message={{ ...made, recording_id: null }} mine={false} friendName="Ana" />,
    );
    expect(screen.getByText('This recording was deleted.')).toBeInTheDocument();
  });

  it('reads the recordings again when the cached list is older than the answer', async () => {
    const queryClient = createTestQueryClient();
    // As in the app, a list read a minute ago is fresh: only the answer's time asks again.
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, staleTime: 120_000 },
    });
    // A list read before the friend recorded: it does not hold the new recording yet.
    queryClient.setQueryData(['test-recordings', 'p1'], [], { updatedAt: Date.now() - 60_000 });
    recordings.list = [recording('rec1', ana, 'Ana')];
    renderWithProviders(
      <RecordingMadeCard
        message={message({
          id: 'm1',
          message_type: 'recording_made',
          related_message_id: 'r1',
          recording_id: 'rec1',
          created_at: new Date().toISOString(),
        })}
        mine={false}
        friendName="Ana"
      />,
      { queryClient },
    );
    expect(await screen.findByRole('button', { name: "Play Ana's recording" })).toBeVisible();
  });
});

describe('MessageList with requests to record', () => {
  it("marks a request answered by a 'recording_made' that names it, and only that one", async () => {
    recordings.list = [recording('rec1', me, 'me')];
    renderWithProviders(
      <MessageList
        myUid={me}
        friendName="Ana"
        messages={[
          message({ id: 'r1' }),
          message({
            id: 'r2',
            created_at: '2026-12-02T10:01:00Z',
            phrase_id: 'p2',
            phrase: {
              id: 'p2',
              lang: 'spa',
              text: 'Hasta luego',
              translations: [],
              cards: [],
            },
          }),
          message({
            id: 'm1',
            sender_uid: me,
            recipient_uid: ana,
            created_at: '2026-12-02T10:05:00Z',
            message_type: 'recording_made',
            related_message_id: 'r1',
            recording_id: 'rec1',
          }),
        ]}
        pending={[]}
        hasDeck={() => true}
        onRetry={() => undefined}
        onDiscard={() => undefined}
      />,
    );
    const [first, second] = screen.getAllByRole('article', { name: 'Request to record' });
    expect(first).toHaveTextContent('You recorded this');
    expect(second).toHaveTextContent('Hasta luego');
    expect(second).not.toHaveTextContent('You recorded this');
    expect(screen.getByRole('article', { name: 'Recording' })).toHaveTextContent(
      'You recorded this for Ana',
    );
    expect(await screen.findByRole('button', { name: 'Record' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Record' })).toHaveLength(1);
  });
});
