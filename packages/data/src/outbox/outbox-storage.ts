import type { PrimitiveAtom } from 'jotai';
import { storeItem } from '../client/store-item.ts';
import { storedAtom } from '../client/stored-atom.ts';

// Apart, so a page can tell whether a queue waits without this file's code.
export { outboxStorageKey } from './waiting-writes.ts';

/**
 * A user's persisted queue: read back through `read`, which drops what is unreadable, and kept
 * in step with other tabs (their sends are safe to repeat: every entry carries its idempotency
 * key). Entries an earlier release left under `formerKey` are taken over first (they are
 * older), so an upgrade loses none; if they cannot be moved yet, they wait there for the next
 * page.
 */
export function persistedQueueAtom<Entry>(
  key: string,
  read: (value: unknown) => Entry | null,
  formerKey?: string,
): PrimitiveAtom<Entry[]> {
  const readQueue = (text: string | null): Entry[] => {
    try {
      const stored: unknown = JSON.parse(text ?? '[]');
      return Array.isArray(stored) ? stored.flatMap((item: unknown) => read(item) ?? []) : [];
    } catch {
      return [];
    }
  };
  const former = formerKey ? window.localStorage.getItem(formerKey) : null;
  if (formerKey && former !== null) {
    try {
      const current = readQueue(window.localStorage.getItem(key));
      storeItem(key, JSON.stringify([...readQueue(former), ...current]));
      window.localStorage.removeItem(formerKey);
    } catch {
      // Storage full: the former entries stay where they are.
    }
  }
  return storedAtom(key, readQueue);
}
