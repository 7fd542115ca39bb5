import { useEffect, useMemo, useRef, useState } from 'react';
import { levelOf } from './microphone-level.ts';
import { pickRecordingFormat, RECORDING_MAX_MS, type RecordingFormat } from './recording-format.ts';
import { findSpeechBounds } from './speech-bounds.ts';
import type { VoiceRecording } from './voice-recording.ts';

/**
 * Why there is no take: the learner refused the microphone, there is none, the browser cannot
 * record, or the microphone would not start (another app holds it, it was unplugged).
 */
export type VoiceRecorderError = 'denied' | 'no-microphone' | 'unsupported' | 'failed';

export type VoiceRecorderState =
  | { status: 'idle' }
  /** Waiting for the browser's permission prompt or the microphone to start. */
  | { status: 'requesting' }
  /** `level` is the microphone's loudness, 0..1, for the meter. */
  | { status: 'recording'; elapsedMs: number; level: number }
  /** Stopped; the file is being put together and its silence measured. */
  | { status: 'stopping' }
  | {
      status: 'recorded';
      recording: VoiceRecording;
      /** The take on this device, to play before saving; revoked when the take is let go. */
      objectUrl: string;
      /** The take ran into the time limit rather than being stopped. */
      stoppedAtLimit: boolean;
    }
  | { status: 'error'; error: VoiceRecorderError };

export interface VoiceRecorderControls {
  state: VoiceRecorderState;
  /** Asks for the microphone and records; from `recorded`, replaces the take (re-record). */
  start: () => void;
  stop: () => void;
  /** Drops the take or the recording in progress and returns to `idle`. */
  discard: () => void;
}

export interface UseVoiceRecorderOptions {
  /** @default RECORDING_MAX_MS */
  maxMs?: number;
}

// Often enough for the meter to follow the voice, rarely enough to re-render cheaply.
const METER_INTERVAL_MS = 50;

/** One take, from asking for the microphone to the finished file: all there is to let go of. */
interface Take {
  format: RecordingFormat;
  maxMs: number;
  context: AudioContext | null;
  stream?: MediaStream;
  recorder?: MediaRecorder;
  timers: ReturnType<typeof setTimeout>[];
  startedAt: number;
  stoppedAt?: number;
  stoppedAtLimit: boolean;
}

function errorOf(error: unknown): VoiceRecorderError {
  const name =
    typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-microphone';
  if (name === 'NotSupportedError') return 'unsupported';
  return 'failed';
}

function newAudioContext(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  try {
    return new AudioContext();
  } catch {
    return null;
  }
}

/** The analyser the meter reads; none when the browser cannot route the stream (no meter). */
function analyserOf(context: AudioContext | null, stream: MediaStream): AnalyserNode | null {
  if (!context) return null;
  try {
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    context.createMediaStreamSource(stream).connect(analyser);
    void context.resume().catch(() => {});
    return analyser;
  } catch {
    return null;
  }
}

function monoChannel(buffer: AudioBuffer): Float32Array {
  if (buffer.numberOfChannels === 1) return buffer.getChannelData(0);
  const mixed = new Float32Array(buffer.length);
  for (let channel = 0; channel < buffer.numberOfChannels; channel += 1) {
    const data = buffer.getChannelData(channel);
    for (let i = 0; i < mixed.length; i += 1) {
      mixed[i] = (mixed[i] ?? 0) + (data[i] ?? 0) / buffer.numberOfChannels;
    }
  }
  return mixed;
}

/** The take's samples, or null where the browser cannot decode its own recording. */
async function decode(context: AudioContext | null, blob: Blob): Promise<AudioBuffer | null> {
  if (!context) return null;
  try {
    return await context.decodeAudioData(await blob.arrayBuffer());
  } catch {
    return null;
  }
}

function releaseTake(take: Take): void {
  take.timers.forEach((timer) => clearTimeout(timer));
  take.timers = [];
  if (take.recorder && take.recorder.state !== 'inactive') take.recorder.stop();
  take.stream?.getTracks().forEach((track) => track.stop());
  if (take.context && take.context.state !== 'closed') void take.context.close().catch(() => {});
}

/**
 * Records one take from the microphone: `idle` → `requesting` → `recording` → `stopping` →
 * `recorded`, or `error`. A take stops by itself at `maxMs`. After it stops, the file is decoded
 * to find where the speech starts and ends, so playback can skip the silence around it
 * without re-encoding the file; a file the browser cannot decode is kept whole. The microphone
 * is released as soon as a take stops, and everything (tracks, audio context, the take's
 * object URL) when the component unmounts.
 */
export function useVoiceRecorder({
  maxMs = RECORDING_MAX_MS,
}: UseVoiceRecorderOptions = {}): VoiceRecorderControls {
  const [state, setState] = useState<VoiceRecorderState>({ status: 'idle' });
  const current = useRef<Take | null>(null);
  const objectUrl = useRef<string | null>(null);
  // Read when a take starts, so a new limit does not rebuild the controls and drop the take.
  const limit = useRef(maxMs);
  useEffect(() => {
    limit.current = maxMs;
  }, [maxMs]);

  const controls = useMemo(() => {
    const releaseUrl = () => {
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
      objectUrl.current = null;
    };

    const fail = (take: Take, error: VoiceRecorderError) => {
      releaseTake(take);
      if (current.current !== take) return;
      current.current = null;
      setState({ status: 'error', error });
    };

    const stopTake = (take: Take, atLimit: boolean) => {
      if (current.current !== take || take.recorder?.state !== 'recording') return;
      take.stoppedAt = Date.now();
      take.stoppedAtLimit = atLimit;
      take.timers.forEach((timer) => clearTimeout(timer));
      take.timers = [];
      // The recorder hands over its data in a 'stop' event that follows.
      take.recorder.stop();
      take.stream?.getTracks().forEach((track) => track.stop());
      setState({ status: 'stopping' });
    };

    const finish = async (take: Take, blob: Blob) => {
      if (current.current !== take) return;
      // A recorder also stops by itself, when the microphone goes away.
      take.stoppedAt ??= Date.now();
      take.timers.forEach((timer) => clearTimeout(timer));
      take.stream?.getTracks().forEach((track) => track.stop());
      if (blob.size === 0) return fail(take, 'failed');
      const decoded = await decode(take.context, blob);
      releaseTake(take);
      if (current.current !== take) return;
      current.current = null;
      const durationMs = decoded
        ? Math.round(decoded.duration * 1000)
        : Math.min(take.maxMs, take.stoppedAt - take.startedAt);
      const bounds = decoded
        ? findSpeechBounds(monoChannel(decoded), decoded.sampleRate)
        : { startMs: 0, endMs: durationMs };
      const url = URL.createObjectURL(blob);
      objectUrl.current = url;
      setState({
        status: 'recorded',
        objectUrl: url,
        stoppedAtLimit: take.stoppedAtLimit,
        recording: {
          blob,
          fileType: take.format.fileType,
          extension: take.format.extension,
          durationMs,
          trimStartMs: bounds.startMs,
          trimEndMs: bounds.endMs,
        },
      });
    };

    const record = async () => {
      if (current.current) return;
      releaseUrl();
      const format = pickRecordingFormat();
      if (!format || typeof navigator.mediaDevices?.getUserMedia !== 'function') {
        setState({ status: 'error', error: 'unsupported' });
        return;
      }
      // Made now, during the press: Safari starts a context made after an await suspended.
      const take: Take = {
        format,
        maxMs: limit.current,
        context: newAudioContext(),
        timers: [],
        startedAt: 0,
        stoppedAtLimit: false,
      };
      current.current = take;
      setState({ status: 'requesting' });

      let stream: MediaStream;
      try {
        stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      } catch (error) {
        return fail(take, errorOf(error));
      }
      take.stream = stream;
      // Discarded or unmounted while the browser asked.
      if (current.current !== take) return releaseTake(take);

      let recorder: MediaRecorder;
      try {
        recorder = new MediaRecorder(stream, { mimeType: format.mimeType });
      } catch (error) {
        return fail(take, errorOf(error));
      }
      take.recorder = recorder;
      const chunks: Blob[] = [];
      recorder.addEventListener('dataavailable', (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      });
      recorder.addEventListener('stop', () => {
        void finish(take, new Blob(chunks, { type: format.fileType }));
      });
      recorder.addEventListener('error', () => fail(take, 'failed'));

      const analyser = analyserOf(take.context, stream);
      const samples = analyser ? new Float32Array(analyser.fftSize) : null;
      try {
        recorder.start();
      } catch (error) {
        return fail(take, errorOf(error));
      }
      take.startedAt = Date.now();
      setState({ status: 'recording', elapsedMs: 0, level: 0 });
      take.timers.push(
        setInterval(() => {
          if (analyser && samples) analyser.getFloatTimeDomainData(samples);
          setState({
            status: 'recording',
            elapsedMs: Math.min(take.maxMs, Date.now() - take.startedAt),
            level: samples ? levelOf(samples) : 0,
          });
        }, METER_INTERVAL_MS),
        setTimeout(() => stopTake(take, true), take.maxMs),
      );
    };

    const discard = () => {
      const take = current.current;
      current.current = null;
      if (take) releaseTake(take);
      releaseUrl();
      setState({ status: 'idle' });
    };

    const unmount = () => {
      const take = current.current;
      current.current = null;
      if (take) releaseTake(take);
      releaseUrl();
    };

    return {
      start: () => void record(),
      stop: () => {
        if (current.current) stopTake(current.current, false);
      },
      discard,
      unmount,
    };
  }, []);

  useEffect(() => controls.unmount, [controls]);

  return { state, start: controls.start, stop: controls.stop, discard: controls.discard };
}
