import { describe, expect, it } from 'vitest';
import { levelOf } from './microphone-level.ts';
import { findSpeechBounds } from './speech-bounds.ts';

const RATE = 8000;

/** A clip of `parts`: each a length in ms and a sine amplitude (0 for silence). */
function clip(...parts: [ms: number, amplitude: number][]): Float32Array {
  const total = parts.reduce((sum, [ms]) => sum + (ms * RATE) / 1000, 0);
  const samples = new Float32Array(total);
  let at = 0;
  for (const [ms, amplitude] of parts) {
    const length = (ms * RATE) / 1000;
    for (let i = 0; i < length; i += 1) {
      samples[at + i] = amplitude * Math.sin((2 * Math.PI * 220 * i) / RATE);
    }
    at += length;
  }
  return samples;
}

describe('findSpeechBounds', () => {
  it('trims the silence before and after the speech, keeping 80 ms either side', () => {
    expect(findSpeechBounds(clip([500, 0], [1000, 0.5], [700, 0]), RATE)).toEqual({
      startMs: 420,
      endMs: 1580,
    });
  });

  it('keeps the whole clip when nothing rises above the floor', () => {
    expect(findSpeechBounds(clip([300, 0], [200, 0.01], [300, 0]), RATE)).toEqual({
      startMs: 0,
      endMs: 800,
    });
  });

  it('keeps the whole clip when speech fills it, padding never reaching past its ends', () => {
    expect(findSpeechBounds(clip([40, 0], [900, 0.4], [30, 0]), RATE)).toEqual({
      startMs: 0,
      endMs: 970,
    });
  });

  it('counts breathing well under the peak as silence', () => {
    const bounds = findSpeechBounds(clip([400, 0.03], [600, 0.8], [400, 0.03]), RATE);
    expect(bounds).toEqual({ startMs: 320, endMs: 1080 });
  });

  it('keeps a quiet speaker, whose peak is far below a loud one', () => {
    const bounds = findSpeechBounds(clip([400, 0.001], [600, 0.06], [400, 0.001]), RATE);
    expect(bounds).toEqual({ startMs: 320, endMs: 1080 });
  });

  it('keeps the pause between two words', () => {
    const bounds = findSpeechBounds(
      clip([300, 0], [200, 0.5], [400, 0], [200, 0.5], [300, 0]),
      RATE,
    );
    expect(bounds).toEqual({ startMs: 220, endMs: 1180 });
  });

  it('takes its padding and thresholds from the options', () => {
    const channel = clip([500, 0.05], [500, 0.5], [500, 0.05]);
    expect(findSpeechBounds(channel, RATE, { paddingMs: 0 })).toEqual({
      startMs: 500,
      endMs: 1000,
    });
    expect(findSpeechBounds(channel, RATE, { peakFraction: 0.01, paddingMs: 0 })).toEqual({
      startMs: 0,
      endMs: 1500,
    });
  });

  it('answers an empty clip with an empty span', () => {
    expect(findSpeechBounds(new Float32Array(0), RATE)).toEqual({ startMs: 0, endMs: 0 });
  });
});

describe('levelOf', () => {
  it('reads silence as 0 and a full-scale signal as 1', () => {
    expect(levelOf(new Float32Array(256))).toBe(0);
    expect(levelOf(new Float32Array(256).fill(1))).toBe(1);
  });

  it('puts speech-loud samples (-20 dBFS) two thirds up the meter', () => {
    expect(levelOf(new Float32Array(256).fill(0.1))).toBeCloseTo(2 / 3, 5);
  });
});
