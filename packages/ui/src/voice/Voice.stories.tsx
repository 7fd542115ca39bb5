import type { Meta, StoryObj } from '../../storybook/types.ts';
import { Group } from '@mantine/core';
import type { VoiceRecorderState } from './use-voice-recorder.ts';
import { VoiceCompare } from './VoiceCompare.tsx';
import { VoicePlayer } from './VoicePlayer.tsx';
import { VoiceRecorder } from './VoiceRecorder.tsx';
import { VoiceRecorderView } from './VoiceRecorderView.tsx';

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

const tone = toneWav();
const toneTrim = { startMs: 220, endMs: 980 };

const recorded: VoiceRecorderState = {
  status: 'recorded',
  objectUrl: tone,
  stoppedAtLimit: false,
  recording: {
    blob: new Blob([], { type: 'audio/wav' }),
    fileType: 'audio/webm',
    extension: 'webm',
    durationMs: 1200,
    trimStartMs: toneTrim.startMs,
    trimEndMs: toneTrim.endMs,
  },
};

const meta = {
  title: 'Voice/VoiceRecorder',
  component: VoiceRecorderView,
  args: {
    label: 'Record this phrase',
    state: { status: 'idle' },
    onRecord: () => {},
    onStop: () => {},
    onReRecord: () => {},
    onSave: () => {},
  },
} satisfies Meta<typeof VoiceRecorderView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Requesting: Story = { args: { state: { status: 'requesting' } } };
export const Recording: Story = {
  args: { state: { status: 'recording', elapsedMs: 3200, level: 0.62 } },
};
export const Recorded: Story = { args: { state: recorded } };
export const StoppedAtLimit: Story = {
  args: { state: { ...recorded, stoppedAtLimit: true } },
};
export const Uploading: Story = { args: { state: recorded, saving: true } };
export const Offline: Story = { args: { state: recorded, offline: true } };
export const ServerRefusal: Story = {
  args: { state: recorded, error: 'Recordings can be 15 seconds at most.' },
};
export const Denied: Story = { args: { state: { status: 'error', error: 'denied' } } };
export const NoMicrophone: Story = {
  args: { state: { status: 'error', error: 'no-microphone' } },
};
export const Unsupported: Story = { args: { state: { status: 'error', error: 'unsupported' } } };

/** The recorder on this computer's microphone: the browser asks for it on Record. */
export const WithMicrophone: Story = {
  render: ({ label }) => <VoiceRecorder label={label} onSave={() => {}} />,
};

/** Play buttons for a stored recording: icon-only on a card, or with its label. */
export const Player: Story = {
  render: () => (
    <Group gap="xs">
      <VoicePlayer src={tone} trim={toneTrim} label="Play Priya's recording" />
      <VoicePlayer src={tone} trim={toneTrim} label="Play" withLabel />
    </Group>
  ),
};

/** Compare: record yourself, then hear your take and the reference back to back. */
export const Compare: Story = {
  render: () => (
    <VoiceCompare
      reference={{ src: tone, trim: toneTrim, label: "Play Priya's recording" }}
      onKeep={() => {}}
    />
  ),
};
