// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../client/data-providers.tsx';
import {
  createOutbox,
  outboxRetryDelayMs,
  WriteRefusedError,
  type OutboxOptions,
} from './outbox.ts';
import { outboxStorageKey, persistedQueueAtom } from './outbox-storage.ts';
import { KEPT_SCREENS_KEY } from '../client/kept-cache-hint.ts';

let signedInUid: string | null = 'me';
vi.mock('@phrasebook/data', async () => ({
  appStore: (await import('../client/data-providers.tsx')).appStore,
  getCurrentSession: async () => (signedInUid ? { user: { id: signedInUid } } : null),
}));

interface Note {
  id: string;
  text: string;
  attempts: number;
  lastError?: string;
}

const read = (value: unknown): Note | null => {
  const note = value as Partial<Note> | null;
  return typeof note?.id === 'string' && typeof note.text === 'string'
    ? { id: note.id, text: note.text, attempts: note.attempts ?? 0, lastError: note.lastError }
    : null;
};

let names = 0;
function outbox(overrides: Partial<OutboxOptions<Note, string>> = {}) {
  const name = `notes${(names += 1)}`;
  const sent: string[] = [];
  const box = createOutbox<Note, string>({
    name,
    idOf: (note) => note.id,
    read,
    send: async (note) => {
      sent.push(note.text);
      return `stored ${note.id}`;
    },
    ...overrides,
  });
  return { box, sent, name };
}

const note = (id: string, text = id): Note => ({ id, text, attempts: 0 });
// A new entry is sent 100 ms after it is queued, past the frame that acknowledges it.
const settle = () => vi.advanceTimersByTimeAsync(100);

beforeEach(() => {
  vi.useFakeTimers();
  signedInUid = 'me';
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('the outbox', () => {
  it('sends oldest first, one at a time, and tells when it has drained', async () => {
    const onSent = vi.fn();
    const onDrained = vi.fn();
    const { box, sent } = outbox({ onSent, onDrained });
    box.add('me', note('a'));
    box.add('me', note('b'));
    await settle();
    expect(sent).toEqual(['a', 'b']);
    expect(onSent).toHaveBeenCalledWith(note('a'), 'stored a');
    expect(appStore.get(box.atom('me'))).toEqual([]);
    expect(onDrained).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed write, tells once, and retries it with backoff until it goes', async () => {
    let failures = 2;
    const onFirstFailure = vi.fn();
    const { box, sent } = outbox({
      onFirstFailure,
      send: async (n) => {
        if (failures-- > 0) throw new Error('offline');
        sent.push(n.text);
        return 'ok';
      },
    });
    box.add('me', note('a'));
    await settle();
    expect(appStore.get(box.atom('me'))).toEqual([
      { ...note('a'), attempts: 1, lastError: 'offline' },
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(appStore.get(box.atom('me'))[0]?.attempts).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toEqual(['a']);
    expect(appStore.get(box.atom('me'))).toEqual([]);
    expect(onFirstFailure).toHaveBeenCalledTimes(1);
  });

  it('backs off 1 s, 2 s, 4 s … up to 30 s, for every queue', () => {
    expect([1, 2, 3, 4, 5, 6, 10].map(outboxRetryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('drops what the server refuses, since repeating it cannot succeed', async () => {
    const onRefused = vi.fn();
    const { box } = outbox({
      onRefused,
      send: async () => {
        throw new WriteRefusedError('check constraint', '23514');
      },
    });
    box.add('me', note('a'));
    await settle();
    expect(onRefused).toHaveBeenCalledTimes(1);
    expect(appStore.get(box.atom('me'))).toEqual([]);
  });

  it('survives a reload: the queue is read back from storage, unreadable entries dropped', async () => {
    const name = 'notes-stored';
    localStorage.setItem(
      outboxStorageKey(name, 'me'),
      JSON.stringify([note('a'), { broken: true }, note('b')]),
    );
    const sent: string[] = [];
    const box = createOutbox<Note, string>({
      name,
      idOf: (n) => n.id,
      read,
      send: async (n) => (sent.push(n.text), 'ok'),
    });
    box.start('me');
    await settle();
    expect(sent).toEqual(['a', 'b']);
    expect(JSON.parse(localStorage.getItem(outboxStorageKey(name, 'me')) ?? 'null')).toEqual([]);
  });

  it('is kept when the kept screens have filled local storage: they make room for it', () => {
    // jsdom holds 5,000,000 code units, as a browser holds a few megabytes.
    const room = 5_000_000 - KEPT_SCREENS_KEY.length - 10;
    localStorage.setItem(KEPT_SCREENS_KEY, 'x'.repeat(room));
    const { box, name } = outbox({ send: () => new Promise(() => {}) });
    box.add('me', note('a', 'a score made offline'));
    expect(localStorage.getItem(KEPT_SCREENS_KEY)).toBeNull();
    expect(JSON.parse(localStorage.getItem(outboxStorageKey(name, 'me')) ?? 'null')).toEqual([
      note('a', 'a score made offline'),
    ]);
  });

  it('still works for the page when storage is full of what it may not drop', async () => {
    localStorage.setItem('someone-elses', 'x'.repeat(5_000_000 - 'someone-elses'.length - 10));
    const { box, sent, name } = outbox();
    box.add('me', note('a', 'a score made offline'));
    expect(localStorage.getItem(outboxStorageKey(name, 'me'))).toBeNull();
    await settle();
    expect(sent).toEqual(['a score made offline']);
  });

  it('takes over what an earlier release queued under its former key, oldest first', async () => {
    const name = 'notes-moved';
    localStorage.setItem('old-notes:me', JSON.stringify([note('old')]));
    localStorage.setItem(outboxStorageKey(name, 'me'), JSON.stringify([note('new')]));
    const sent: string[] = [];
    const box = createOutbox<Note, string>({
      name,
      formerStorageKey: (uid) => `old-notes:${uid}`,
      idOf: (n) => n.id,
      read,
      send: async (n) => (sent.push(n.text), 'ok'),
    });
    box.start('me');
    await settle();
    expect(sent).toEqual(['old', 'new']);
    expect(localStorage.getItem('old-notes:me')).toBeNull();
  });

  it('waits for its owner: another account signed in sends nothing of it', async () => {
    signedInUid = 'someone-else';
    const { box, sent } = outbox();
    box.add('me', note('a'));
    await settle();
    expect(sent).toEqual([]);
    signedInUid = 'me';
    box.retryNow('me');
    await settle();
    expect(sent).toEqual(['a']);
  });

  it('sends at once when the browser is back online', async () => {
    let online = false;
    const { box, sent } = outbox({
      send: async (n) => {
        if (!online) throw new Error('offline');
        sent.push(n.text);
        return 'ok';
      },
    });
    box.add('me', note('a'));
    await settle();
    online = true;
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(sent).toEqual(['a']);
  });

  it('lets the caller fold a new write into a queued one, and discard one', async () => {
    signedInUid = null;
    const { box } = outbox({
      enqueue: (queue, entry) =>
        queue.some((queued) => queued.id === entry.id)
          ? queue.map((queued) => (queued.id === entry.id ? entry : queued))
          : [...queue, entry],
    });
    box.add('me', note('a', 'first'));
    box.add('me', note('a', 'second'));
    box.add('me', note('b'));
    expect(appStore.get(box.atom('me')).map((n) => n.text)).toEqual(['second', 'b']);
    box.discard('me', 'a');
    expect(appStore.get(box.atom('me')).map((n) => n.id)).toEqual(['b']);
  });

  it('keeps its queue in an atom the caller gives, which other screens read too', async () => {
    const shared = persistedQueueAtom(outboxStorageKey('shared-notes', 'me'), read);
    const { box, sent } = outbox({ queue: () => shared });
    expect(box.atom('me')).toBe(shared);
    signedInUid = null;
    box.add('me', note('a'));
    // Another screen, reading the shared atom, sees what waits; and what is sent leaves it.
    expect(appStore.get(shared).map((n) => n.id)).toEqual(['a']);
    signedInUid = 'me';
    box.retryNow('me');
    await settle();
    expect(sent).toEqual(['a']);
    expect(appStore.get(shared)).toEqual([]);
  });
});
