/**
 * A short "recording" made here, so the stories play without a file or a microphone: 300 ms of
 * silence, 600 ms of a tone, 300 ms of silence, as a WAV data URL.
 */
function toneWav(): string {
  const rate = 8000;
  const samples = Array.from({ length: rate * 1.2 }, (_, i) => {
    const t = i / rate;
    if (t < 0.3 || t >= 0.9) return 0;
    const fade = Math.min(1, (t - 0.3) / 0.02, (0.9 - t) / 0.02);
    return Math.round(Math.sin(2 * Math.PI * 440 * t) * fade * 0.4 * 32767);
  });
  const view = new DataView(new ArrayBuffer(44 + samples.length * 2));
  const text = (at: number, value: string) =>
    [...value].forEach((char, i) => view.setUint8(at + i, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((sample, i) => view.setInt16(44 + i * 2, sample, true));
  let binary = '';
  new Uint8Array(view.buffer).forEach((byte) => (binary += String.fromCharCode(byte)));
  return `data:audio/wav;base64,${btoa(binary)}`;
}

export const tone = toneWav();
/** Where the tone's speech-like part is, as a recording's trim says. */
export const toneTrim = { startMs: 220, endMs: 980 };
