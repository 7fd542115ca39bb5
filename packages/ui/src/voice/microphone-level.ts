/**
 * The meter's reading of a short block of samples, 0..1 on a decibel scale (-60 dBFS to 0),
 * so speech moves the bar visibly instead of hugging the bottom as a linear scale would.
 */
export function levelOf(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  const rms = Math.sqrt(sum / samples.length);
  if (rms <= 0) return 0;
  return Math.min(1, Math.max(0, (20 * Math.log10(rms) + 60) / 60));
}
