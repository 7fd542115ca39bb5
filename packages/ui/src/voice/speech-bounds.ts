export interface SpeechBounds {
  startMs: number;
  endMs: number;
}

export interface SpeechBoundsOptions {
  /** Length of the windows whose loudness is compared. @default 10 */
  windowMs?: number;
  /** Silence kept before and after the speech, so the first and last sounds are not clipped. @default 80 */
  paddingMs?: number;
  /** Loudness (RMS, 0..1) below which a window is silence however quiet the take. @default 0.02 */
  floor?: number;
  /** Fraction of the take's peak below which a window is silence. @default 0.1 */
  peakFraction?: number;
}

/**
 * Where speech starts and ends in a recorded channel, with the silence before and after it
 * left out. The threshold follows the take's peak, so a quiet speaker is not trimmed away and
 * a loud one's breathing and room noise do not count as speech. A take with nothing above the
 * threshold is kept whole: better to play silence than to play nothing.
 */
export function findSpeechBounds(
  channel: Float32Array,
  sampleRate: number,
  { windowMs = 10, paddingMs = 80, floor = 0.02, peakFraction = 0.1 }: SpeechBoundsOptions = {},
): SpeechBounds {
  const durationMs = sampleRate > 0 ? (channel.length / sampleRate) * 1000 : 0;
  const whole = { startMs: 0, endMs: Math.round(durationMs) };
  if (channel.length === 0 || sampleRate <= 0) return whole;

  let peak = 0;
  for (const sample of channel) peak = Math.max(peak, Math.abs(sample));
  const threshold = Math.max(floor, peak * peakFraction);

  const windowLength = Math.max(1, Math.round((sampleRate * windowMs) / 1000));
  let first = -1;
  let last = -1;
  for (let start = 0; start < channel.length; start += windowLength) {
    const end = Math.min(channel.length, start + windowLength);
    let sum = 0;
    for (let i = start; i < end; i += 1) {
      const sample = channel[i] ?? 0;
      sum += sample * sample;
    }
    if (Math.sqrt(sum / (end - start)) < threshold) continue;
    if (first < 0) first = start;
    last = end;
  }
  if (first < 0) return whole;

  const toMs = (index: number) => (index / sampleRate) * 1000;
  return {
    startMs: Math.max(0, Math.floor(toMs(first) - paddingMs)),
    endMs: Math.min(whole.endMs, Math.ceil(toMs(last) + paddingMs)),
  };
}
