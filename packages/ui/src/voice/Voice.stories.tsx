import type { Meta, StoryObj } from '../../storybook/types.ts';
import { tone, toneTrim } from './story-clip.ts';
import type { VoiceRecorderState } from './use-voice-recorder.ts';
import { VoiceRecorder } from './VoiceRecorder.tsx';
import { VoiceRecorderView } from './VoiceRecorderView.tsx';

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
