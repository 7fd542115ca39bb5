import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { newMessageId, outboxAtomFor } from './outbox.ts';

afterEach(() => window.localStorage.clear());

describe('the chat outbox', () => {
  it('keeps unsent messages per user across a reload, a cut-short send offered for a retry', () => {
    window.localStorage.setItem(
      'phrasebook-chat-outbox:u-reload',
      JSON.stringify([
        {
          id: 'a',
          recipient_uid: 'f',
          message: 'Hola',
          created_at: '2026-03-01T09:00:00Z',
          status: 'sending',
        },
        { nonsense: true },
      ]),
    );
    const store = createStore();
    expect(store.get(outboxAtomFor('u-reload'))).toEqual([
      {
        id: 'a',
        recipient_uid: 'f',
        message: 'Hola',
        created_at: '2026-03-01T09:00:00Z',
        status: 'failed',
        error: 'Not sent',
      },
    ]);
    expect(store.get(outboxAtomFor('someone-else'))).toEqual([]);
  });

  it('writes every change through, and forgets an empty outbox', () => {
    const store = createStore();
    const outbox = outboxAtomFor('u-write');
    const entry = {
      id: newMessageId(),
      recipient_uid: 'f',
      message: 'Hi',
      created_at: '2026-03-01T09:00:00Z',
      status: 'sending' as const,
    };
    store.set(outbox, [entry]);
    expect(JSON.parse(window.localStorage.getItem('phrasebook-chat-outbox:u-write')!)).toEqual([
      entry,
    ]);
    store.set(outbox, (list) => list.filter((e) => e.id !== entry.id));
    expect(window.localStorage.getItem('phrasebook-chat-outbox:u-write')).toBeNull();
  });

  it('makes v4 UUIDs', () => {
    expect(newMessageId()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
