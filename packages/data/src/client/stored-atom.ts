import { atom, type PrimitiveAtom, type SetStateAction } from 'jotai';
import { storeItem } from './store-item.ts';

const storedText = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

/**
 * A jotai atom kept in local storage under `key` (docs/offline.md), the one way the apps keep
 * state across reloads: the outboxes' queues, the review's progress, undo and preferences.
 * `read` turns the stored text (`null` when there is none) into a value, dropping what it
 * cannot read; `write` gives the text kept for a value. Every change is written through with
 * `storeItem`, so the kept screens make room for it; when storage is full or blocked, the value
 * still lives for the page's lifetime. Another tab's writes reach it while a screen shows it.
 */
export function storedAtom<Value>(
  key: string,
  read: (stored: string | null) => Value,
  write: (value: Value) => string = JSON.stringify,
): PrimitiveAtom<Value> {
  // The text last read or written: what differs from it was written behind the atom.
  let known = storedText(key);
  const stored = atom(read(known));
  stored.onMount = (set) => {
    const follow = () => {
      const text = storedText(key);
      if (text !== known) set(read((known = text)));
    };
    follow();
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  };
  return atom(
    (get) => get(stored),
    (get, set, update: SetStateAction<Value>) => {
      const next =
        typeof update === 'function' ? (update as (prev: Value) => Value)(get(stored)) : update;
      set(stored, next);
      try {
        const text = write(next);
        storeItem(key, text);
        known = text;
      } catch {
        // Full even without the kept screens, or disabled: kept for this page only.
      }
    },
  );
}
