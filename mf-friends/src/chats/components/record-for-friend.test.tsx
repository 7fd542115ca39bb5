import { getDefaultStore, type PrimitiveAtom } from 'jotai';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { recordingKeys } from '@phrasebook/data';
import { useUnreachableBackend } from '@phrasebook/data/testing';
import { act, renderWithProviders, screen } from '@phrasebook/ui/test';
import type * as VoiceExports from '@phrasebook/ui/voice';
import RecordForFriend from './record-for-friend.tsx';

// The outbox of takes as atoms this test moves by hand (the real one needs IndexedDB and a
// server), and a recorder whose Save hands over a take at once (the microphone is the
// design system's to test).
type Entry = { id: string; phraseId: string };
const outbox = vi.hoisted(() => ({
  saveRecording: vi.fn(async (..._args: unknown[]) => 'take-1'),
  queue: null as unknown as PrimitiveAtom<Entry[]>,
  refusals: null as unknown as PrimitiveAtom<Record<string, string>>,
}));
vi.mock('@phrasebook/data/recordings', async () => {
  const { atom } = await import('jotai');
  outbox.queue = atom<Entry[]>([]);
  outbox.refusals = atom<Record<string, string>>({});
  return {
    recordingOutbox: { atom: () => outbox.queue, start: () => undefined },
    recordingRefusalsAtom: outbox.refusals,
    saveRecording: outbox.saveRecording,
  };
});
const take = vi.hoisted(() => ({
  blob: new Blob(['a take'], { type: 'audio/webm' }),
  fileType: 'audio/webm;codecs=opus',
  extension: 'webm',
  durationMs: 2000,
  trimStartMs: 100,
  trimEndMs: 1900,
}));
vi.mock('@phrasebook/ui/voice', async (importOriginal) => ({
  ...(await importOriginal<typeof VoiceExports>()),
  VoiceRecorder: ({
    label,
    error,
    onSave,
  }: {
    label: string;
    error?: string;
    onSave: (recording: typeof take) => unknown;
  }) => (
    <div role="group" aria-label={label}>
      <button type="button" onClick={() => void onSave(take)}>
        Save
      </button>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  ),
}));

beforeAll(useUnreachableBackend);

const store = getDefaultStore();
const setQueue = (entries: Entry[]) => act(() => store.set(outbox.queue, entries));
const setRefusals = (refusals: Record<string, string>) =>
  act(() => store.set(outbox.refusals, refusals));

describe('RecordForFriend', () => {
  it('saves the take for the phrase in my name, shows the upload, then that it is stored', async () => {
    const { user, queryClient } = renderWithProviders(
      <RecordForFriend myUid="me" phraseId="p1" friendName="Ana" />,
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await setQueue([{ id: 'take-1', phraseId: 'p1' }]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(outbox.saveRecording).toHaveBeenCalledWith('me', 'p1', take);
    expect(await screen.findByRole('status')).toHaveTextContent('Uploading…');
    expect(invalidate).not.toHaveBeenCalled();

    // The outbox has sent it: the request is answered, the open requests are read again.
    await setQueue([]);
    expect(screen.getByRole('status')).toHaveTextContent('Saved: Ana can listen to it now.');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: recordingKeys.all });
  });

  it("brings the recorder back with the server's refusal", async () => {
    const { user } = renderWithProviders(
      <RecordForFriend myUid="me" phraseId="p1" friendName="Ana" />,
    );
    await setQueue([{ id: 'take-1', phraseId: 'p1' }]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Uploading…');
    await setRefusals({ p1: 'The file is too big' });
    await setQueue([]);
    expect(screen.getByRole('alert')).toHaveTextContent('The file is too big');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
