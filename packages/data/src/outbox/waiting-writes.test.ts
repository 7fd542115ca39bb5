// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defineRemoteOutboxes,
  outboxStorageKey,
  writesWaiting,
  writesWaitingIn,
} from './waiting-writes.ts';

afterEach(() => localStorage.clear());

describe('writes waiting', () => {
  it('finds a user’s outbox that holds writes, whatever its name', () => {
    localStorage.setItem(outboxStorageKey('review', 'me'), JSON.stringify([{ id: '1' }]));
    expect(writesWaiting('me')).toBe(true);
    expect(writesWaitingIn('review', 'me')).toBe(true);
    expect(writesWaitingIn('chat', 'me')).toBe(false);
  });

  it('leaves out emptied queues, other users’ queues and other keys', () => {
    localStorage.setItem(outboxStorageKey('review', 'me'), '[]');
    localStorage.setItem(outboxStorageKey('chat', 'someone-else'), JSON.stringify([{ id: '2' }]));
    localStorage.setItem('phrasebook:review-progress:me', JSON.stringify([{ id: '3' }]));
    expect(writesWaiting('me')).toBe(false);
    expect(writesWaitingIn('review', 'me')).toBe(false);
    expect(writesWaiting('someone-else')).toBe(true);
  });
});

describe("a remote's outboxes", () => {
  const remote = () => {
    const started: string[] = [];
    const outbox = (name: string) =>
      vi.fn(async () => ({ start: (uid: string) => void started.push(`${name} for ${uid}`) }));
    const outboxes = { review: outbox('review'), chat: outbox('chat') };
    return { sendWaiting: defineRemoteOutboxes(outboxes), outboxes, started };
  };

  it('loads and starts only those that hold writes of the user', async () => {
    localStorage.setItem(outboxStorageKey('review', 'me'), JSON.stringify([{ id: '1' }]));
    localStorage.setItem(outboxStorageKey('chat', 'someone-else'), JSON.stringify([{ id: '2' }]));
    const { sendWaiting, outboxes, started } = remote();

    await sendWaiting('me');

    expect(started).toEqual(['review for me']);
    expect(outboxes.chat).not.toHaveBeenCalled();
  });

  it('loads none when nothing waits', async () => {
    const { sendWaiting, outboxes } = remote();
    await sendWaiting('me');
    expect(outboxes.review).not.toHaveBeenCalled();
  });
});
