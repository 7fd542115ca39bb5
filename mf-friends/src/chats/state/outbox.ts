import { atom, type WritableAtom } from 'jotai';

/** A text message on its way, or one that could not be sent and waits for a retry. */
export interface OutboxEntry {
  /** The id the message will have: a retry posts the same id, so it is never posted twice. */
  id: string;
  recipient_uid: string;
  message: string;
  created_at: string;
  status: 'sending' | 'failed';
  error?: string;
}

type Update = OutboxEntry[] | ((previous: OutboxEntry[]) => OutboxEntry[]);

/** Per user, so another account on this browser never sees them. */
const storageKey = (uid: string) => `phrasebook-chat-outbox:${uid}`;

function readStored(uid: string): OutboxEntry[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey(uid)) ?? '[]');
    if (!Array.isArray(stored)) return [];
    // A send cut short by a reload may or may not have arrived: offer it for a retry, which
    // is safe with the same id.
    return (stored as OutboxEntry[])
      .filter((e) => typeof e?.id === 'string' && typeof e.message === 'string')
      .map((e) => ({ ...e, status: 'failed' as const, error: e.error ?? 'Not sent' }));
  } catch {
    return [];
  }
}

function writeStored(uid: string, entries: OutboxEntry[]): void {
  try {
    if (entries.length === 0) window.localStorage.removeItem(storageKey(uid));
    else window.localStorage.setItem(storageKey(uid), JSON.stringify(entries));
  } catch {
    // Storage full or disabled: the outbox still works for this page's lifetime.
  }
}

const atoms = new Map<string, WritableAtom<OutboxEntry[], [Update], void>>();

/**
 * My unsent messages, kept in this browser (docs/architecture.md: persistent atoms name their
 * scope in the storage key), so a failed send survives a reload and can be retried.
 */
export function outboxAtomFor(uid: string) {
  let outbox = atoms.get(uid);
  if (!outbox) {
    const base = atom<OutboxEntry[]>(readStored(uid));
    outbox = atom(
      (get) => get(base),
      (get, set, update: Update) => {
        const next = typeof update === 'function' ? update(get(base)) : update;
        set(base, next);
        writeStored(uid, next);
      },
    );
    atoms.set(uid, outbox);
  }
  return outbox;
}

/** A random v4 UUID, also where `crypto.randomUUID` is missing (pages not served over HTTPS). */
export function newMessageId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
