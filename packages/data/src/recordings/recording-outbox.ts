import { atom } from 'jotai';
import { createStore, del, get, set } from 'idb-keyval';
import {
  appStore,
  getCurrentSession,
  getSupabase,
  queryClient,
  recordingKeys,
} from '@phrasebook/data';
import { createOutbox, readEntryState, writeFailure } from '../outbox/outbox.ts';
import { RECORDINGS_BUCKET } from './phrase-recording.ts';

/** A recording on its way to the server; its audio waits in IndexedDB under the same id. */
export interface RecordingOutboxEntry {
  /** The recording's id: the file is named after it and a retry saves the same row. */
  id: string;
  phraseId: string;
  fileType: string;
  extension: string;
  durationMs: number;
  trimStartMs: number;
  trimEndMs: number;
  attempts: number;
  lastError?: string;
}

/** What a saved take carries besides where it goes. */
export interface RecordingTake {
  blob: Blob;
  fileType: string;
  extension: string;
  durationMs: number;
  trimStartMs: number;
  trimEndMs: number;
}

// Local storage holds the queue's small entries; audio (up to 1 MB) belongs in IndexedDB.
const takes = createStore('phrasebook-recordings', 'takes');

/** The server's refusals, by phrase, for the recorder to show (the take is not retried). */
export const recordingRefusalsAtom = atom<Record<string, string>>({});

function readEntry(value: unknown): RecordingOutboxEntry | null {
  const e = value as Partial<RecordingOutboxEntry> | null;
  if (
    typeof e?.id !== 'string' ||
    typeof e.phraseId !== 'string' ||
    typeof e.fileType !== 'string' ||
    typeof e.extension !== 'string' ||
    typeof e.durationMs !== 'number' ||
    typeof e.trimStartMs !== 'number' ||
    typeof e.trimEndMs !== 'number'
  ) {
    return null;
  }
  return {
    id: e.id,
    phraseId: e.phraseId,
    fileType: e.fileType,
    extension: e.extension,
    durationMs: e.durationMs,
    trimStartMs: e.trimStartMs,
    trimEndMs: e.trimEndMs,
    ...readEntryState(e),
  };
}

const statusOf = (error: unknown): number => {
  const e = error as { status?: unknown; statusCode?: unknown } | null;
  return Number(e?.status ?? e?.statusCode ?? 0);
};

async function sendRecording(entry: RecordingOutboxEntry): Promise<void> {
  const uid = (await getCurrentSession())?.user.id;
  if (!uid) throw new Error('Not signed in');
  const supabase = getSupabase();
  const path = `${uid}/${entry.phraseId}/${entry.id}.${entry.extension}`;
  const blob = await get<Blob>(entry.id, takes);
  if (blob) {
    const uploaded = await (
      await supabase.storage()
    )
      .from(RECORDINGS_BUCKET)
      .upload(path, blob, { contentType: entry.fileType, upsert: false });
    // 409: an earlier try stored the file and lost the answer. A type, a size or a policy is
    // refused; throttling, an expired session or no answer is tried again.
    const status = statusOf(uploaded.error);
    if (uploaded.error && status !== 409) throw writeFailure(status, uploaded.error);
  }
  const saved = await supabase.from('phrase_recording').upsert(
    {
      id: entry.id,
      phrase_id: entry.phraseId,
      uid,
      object_path: path,
      mime_type: entry.fileType.split(';')[0]!.trim(),
      duration_ms: entry.durationMs,
      trim_start_ms: entry.trimStartMs,
      trim_end_ms: entry.trimEndMs,
    },
    { onConflict: 'id', ignoreDuplicates: true },
  );
  if (saved.error) throw writeFailure(saved.status, saved.error);
}

const settled = (entry: RecordingOutboxEntry) => {
  void del(entry.id, takes);
  void queryClient.invalidateQueries({ queryKey: recordingKeys.phrase(entry.phraseId) });
  // A saved recording may answer requests to record it. The friends page lists the open ones
  // and is not on screen now: read them again anyway, so it shows them as they are.
  void queryClient.invalidateQueries({
    queryKey: recordingKeys.openRequests(),
    refetchType: 'all',
  });
};

/**
 * Recordings that must not be lost (docs/offline.md, "Recordings"): a take saved offline or
 * during a failed upload waits on the device and is sent again, file then row, each under the
 * take's own id, so a repeat stores nothing twice.
 */
export const recordingOutbox = createOutbox<RecordingOutboxEntry, void>({
  name: 'recordings',
  idOf: (entry) => entry.id,
  read: readEntry,
  send: sendRecording,
  onSent: (entry) => {
    settled(entry);
    appStore.set(recordingRefusalsAtom, ({ [entry.phraseId]: _gone, ...rest }) => rest);
  },
  onRefused: (entry, error) => {
    settled(entry);
    appStore.set(recordingRefusalsAtom, (refusals) => ({
      ...refusals,
      [entry.phraseId]: error.message,
    }));
  },
});

/** Keeps the take on the device, then queues it: nothing is lost if the upload fails. */
export async function saveRecording(uid: string, phraseId: string, take: RecordingTake) {
  const id = crypto.randomUUID();
  await set(id, take.blob, takes);
  recordingOutbox.add(uid, {
    id,
    phraseId,
    fileType: take.fileType,
    extension: take.extension,
    durationMs: Math.min(15_000, Math.max(1, Math.round(take.durationMs))),
    trimStartMs: Math.max(0, Math.round(take.trimStartMs)),
    trimEndMs: Math.min(15_000, Math.round(take.trimEndMs)),
    attempts: 0,
  });
  return id;
}
