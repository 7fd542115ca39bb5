import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FakeMediaRecorder,
  fakeAudioContextClass,
  fakeStream,
  installFakeMedia,
  refusal,
  uninstallFakeMedia,
} from './testing/fake-media.ts';
import { useVoiceRecorder } from './use-voice-recorder.ts';

afterEach(() => {
  vi.useRealTimers();
  uninstallFakeMedia();
});

async function started(getUserMedia: () => Promise<MediaStream>) {
  const media = installFakeMedia(getUserMedia);
  const hook = renderHook(() => useVoiceRecorder());
  await act(async () => hook.result.current.start());
  return { ...media, hook };
}

describe('useVoiceRecorder', () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'no-microphone'],
    ['OverconstrainedError', 'no-microphone'],
    ['NotReadableError', 'failed'],
  ])('turns a %s from getUserMedia into %s', async (name, error) => {
    const { hook } = await started(() => refusal(name));
    expect(hook.result.current.state).toEqual({ status: 'error', error });
  });

  it('is unsupported without getUserMedia', async () => {
    installFakeMedia(() => Promise.resolve(fakeStream()));
    Reflect.deleteProperty(navigator, 'mediaDevices');
    const hook = renderHook(() => useVoiceRecorder());
    act(() => hook.result.current.start());
    expect(hook.result.current.state).toEqual({ status: 'error', error: 'unsupported' });
  });

  it('is unsupported without MediaRecorder', async () => {
    installFakeMedia(() => Promise.resolve(fakeStream()));
    vi.stubGlobal('MediaRecorder', undefined);
    const hook = renderHook(() => useVoiceRecorder());
    act(() => hook.result.current.start());
    expect(hook.result.current.state).toEqual({ status: 'error', error: 'unsupported' });
  });

  it('asks for the microphone, then records in the picked format', async () => {
    const stream = fakeStream();
    let grant: (stream: MediaStream) => void = () => {};
    const media = installFakeMedia(() => new Promise((resolve) => (grant = resolve)));
    const hook = renderHook(() => useVoiceRecorder());
    act(() => hook.result.current.start());
    expect(hook.result.current.state).toEqual({ status: 'requesting' });
    await act(async () => grant(stream));
    expect(media.requestMicrophone).toHaveBeenCalledWith({ audio: true });
    expect(hook.result.current.state).toMatchObject({ status: 'recording', elapsedMs: 0 });
    expect(FakeMediaRecorder.instances[0]?.options).toEqual({ mimeType: 'audio/webm;codecs=opus' });
  });

  it('stops by itself at 15 s, releasing the microphone, with the whole take', async () => {
    vi.useFakeTimers();
    const stream = fakeStream();
    const { hook, createObjectURL } = await started(() => Promise.resolve(stream));
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(hook.result.current.state).toMatchObject({ status: 'recording', elapsedMs: 3_000 });

    await act(() => vi.advanceTimersByTimeAsync(11_999));
    expect(FakeMediaRecorder.instances[0]?.state).toBe('recording');
    await act(() => vi.advanceTimersByTimeAsync(1));

    expect(FakeMediaRecorder.instances[0]?.state).toBe('inactive');
    expect(stream.tracks[0]?.stop).toHaveBeenCalled();
    const state = hook.result.current.state;
    expect(state).toMatchObject({
      status: 'recorded',
      stoppedAtLimit: true,
      objectUrl: 'blob:take-1',
    });
    if (state.status !== 'recorded') return;
    // Without a decoder, the take is kept whole.
    expect(state.recording).toMatchObject({
      fileType: 'audio/webm',
      extension: 'webm',
      durationMs: 15_000,
      trimStartMs: 0,
      trimEndMs: 15_000,
    });
    expect(state.recording.blob.type).toBe('audio/webm');
    expect(createObjectURL).toHaveBeenCalledWith(state.recording.blob);
  });

  it('stops when asked, not at the limit, and trims the silence it decodes', async () => {
    const sampleRate = 8000;
    const channel = new Float32Array(sampleRate * 2);
    channel.fill(0.5, sampleRate / 2, sampleRate * 1.5);
    const { FakeAudioContext, contexts } = fakeAudioContextClass({
      decoded: { channel, sampleRate },
      level: 0.1,
    });
    vi.stubGlobal('AudioContext', FakeAudioContext);
    vi.useFakeTimers();
    const { hook } = await started(() => Promise.resolve(fakeStream()));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(hook.result.current.state).toMatchObject({ status: 'recording' });
    if (hook.result.current.state.status === 'recording') {
      expect(hook.result.current.state.level).toBeCloseTo(2 / 3, 3);
    }

    act(() => hook.result.current.stop());
    expect(hook.result.current.state).toEqual({ status: 'stopping' });
    // The file is put together and decoded after the stop, with nothing left on a timer.
    vi.useRealTimers();
    await waitFor(() => expect(hook.result.current.state.status).toBe('recorded'));
    expect(hook.result.current.state).toMatchObject({
      stoppedAtLimit: false,
      recording: { durationMs: 2000, trimStartMs: 420, trimEndMs: 1580 },
    });
    expect(contexts[0]?.close).toHaveBeenCalled();
  });

  it('keeps the whole take when the browser cannot decode it', async () => {
    const { FakeAudioContext } = fakeAudioContextClass({});
    vi.stubGlobal('AudioContext', FakeAudioContext);
    vi.useFakeTimers();
    const { hook } = await started(() => Promise.resolve(fakeStream()));
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    act(() => hook.result.current.stop());
    vi.useRealTimers();
    await waitFor(() => expect(hook.result.current.state.status).toBe('recorded'));
    expect(hook.result.current.state).toMatchObject({
      recording: { durationMs: 2_500, trimStartMs: 0, trimEndMs: 2_500 },
    });
  });

  it('re-records: the old take’s URL is revoked and a new take starts', async () => {
    const { hook, revokeObjectURL, requestMicrophone } = await started(() =>
      Promise.resolve(fakeStream()),
    );
    act(() => hook.result.current.stop());
    await waitFor(() => expect(hook.result.current.state.status).toBe('recorded'));
    await act(async () => hook.result.current.start());
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:take-1');
    expect(requestMicrophone).toHaveBeenCalledTimes(2);
    expect(hook.result.current.state.status).toBe('recording');
  });

  it('lets go of the microphone, the audio context and the take on unmount', async () => {
    const { FakeAudioContext, contexts } = fakeAudioContextClass({});
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const stream = fakeStream();
    const { hook } = await started(() => Promise.resolve(stream));
    hook.unmount();
    expect(stream.tracks[0]?.stop).toHaveBeenCalled();
    expect(FakeMediaRecorder.instances[0]?.state).toBe('inactive');
    expect(contexts[0]?.close).toHaveBeenCalled();
  });

  it('revokes the take’s URL on unmount', async () => {
    const { hook, revokeObjectURL } = await started(() => Promise.resolve(fakeStream()));
    act(() => hook.result.current.stop());
    await waitFor(() => expect(hook.result.current.state.status).toBe('recorded'));
    hook.unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:take-1');
  });

  it('releases a microphone granted after the recorder was discarded', async () => {
    const stream = fakeStream();
    let grant: (stream: MediaStream) => void = () => {};
    installFakeMedia(() => new Promise((resolve) => (grant = resolve)));
    const hook = renderHook(() => useVoiceRecorder());
    act(() => hook.result.current.start());
    act(() => hook.result.current.discard());
    await act(async () => grant(stream));
    expect(stream.tracks[0]?.stop).toHaveBeenCalled();
    expect(FakeMediaRecorder.instances).toHaveLength(0);
    expect(hook.result.current.state).toEqual({ status: 'idle' });
  });
});
