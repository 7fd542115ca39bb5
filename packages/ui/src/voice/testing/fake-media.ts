import { vi } from 'vitest';

// Stand-ins for the browser's microphone, recorder and audio graph, which jsdom lacks.

export interface FakeTrack {
  stop: ReturnType<typeof vi.fn>;
}

export function fakeStream(): MediaStream & { tracks: FakeTrack[] } {
  const tracks = [{ stop: vi.fn() }];
  return { tracks, getTracks: () => tracks } as unknown as MediaStream & { tracks: FakeTrack[] };
}

/** A MediaRecorder that hands over one chunk when stopped, as browsers do without a timeslice. */
export class FakeMediaRecorder extends EventTarget {
  static instances: FakeMediaRecorder[] = [];
  static supported = ['audio/webm;codecs=opus'];
  static isTypeSupported(type: string): boolean {
    return FakeMediaRecorder.supported.includes(type);
  }

  state: 'inactive' | 'recording' | 'paused' = 'inactive';

  constructor(
    readonly stream: MediaStream,
    readonly options?: MediaRecorderOptions,
  ) {
    super();
    FakeMediaRecorder.instances.push(this);
  }

  start(): void {
    this.state = 'recording';
  }

  stop(): void {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    void Promise.resolve().then(() => {
      const data = new Blob(['a take'], { type: this.options?.mimeType ?? '' });
      this.dispatchEvent(Object.assign(new Event('dataavailable'), { data }));
      this.dispatchEvent(new Event('stop'));
    });
  }
}

/** An AudioContext whose analyser hears `level` and which decodes every file to `decoded`. */
export function fakeAudioContextClass({
  decoded,
  level = 0.1,
}: {
  decoded?: { channel: Float32Array; sampleRate: number };
  level?: number;
}) {
  const contexts: { close: ReturnType<typeof vi.fn>; state: string }[] = [];
  class FakeAudioContext {
    state = 'running';
    close = vi.fn(async () => {
      this.state = 'closed';
    });
    constructor() {
      contexts.push(this);
    }
    resume = async () => {};
    createAnalyser() {
      return {
        fftSize: 1024,
        getFloatTimeDomainData: (samples: Float32Array) => samples.fill(level),
      };
    }
    createMediaStreamSource() {
      return { connect: () => {} };
    }
    async decodeAudioData() {
      if (!decoded) throw new DOMException('Unable to decode audio data', 'EncodingError');
      return {
        numberOfChannels: 1,
        length: decoded.channel.length,
        sampleRate: decoded.sampleRate,
        duration: decoded.channel.length / decoded.sampleRate,
        getChannelData: () => decoded.channel,
      };
    }
  }
  return { FakeAudioContext, contexts };
}

/**
 * Installs a microphone whose permission is `getUserMedia`'s answer, the fake recorder, and
 * object URLs; returns what the test inspects.
 */
export function installFakeMedia(getUserMedia: () => Promise<MediaStream>) {
  FakeMediaRecorder.instances = [];
  FakeMediaRecorder.supported = ['audio/webm;codecs=opus'];
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  const requestMicrophone = vi.fn(getUserMedia);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: requestMicrophone },
  });
  let made = 0;
  const createObjectURL = vi.fn(() => `blob:take-${(made += 1)}`);
  const revokeObjectURL = vi.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  return { requestMicrophone, createObjectURL, revokeObjectURL };
}

export function uninstallFakeMedia(): void {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
}

/** A DOMException-like refusal from getUserMedia. */
export function refusal(name: string): Promise<never> {
  return Promise.reject(new DOMException('refused', name));
}

/**
 * Audio elements that "play" without sound: each play() is logged with its element, so a test
 * can end the clip (`finish`) or watch what plays next. `refuse` makes play() fail.
 */
export function installFakePlayback({ refuse = false }: { refuse?: boolean } = {}) {
  const played: HTMLMediaElement[] = [];
  const sources: string[] = [];
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function play(
    this: HTMLMediaElement,
  ) {
    played.push(this);
    sources.push(this.src);
    return refuse
      ? Promise.reject(new DOMException('No gesture', 'NotAllowedError'))
      : Promise.resolve();
  });
  const finish = () => played.at(-1)?.dispatchEvent(new Event('ended'));
  return { play, played, sources, finish };
}
