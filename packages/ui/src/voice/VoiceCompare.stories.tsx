import type { Meta, StoryObj } from '../../storybook/types.ts';
import { tone, toneTrim } from './story-clip.ts';
import { VoiceCompare } from './VoiceCompare.tsx';

/** Record yourself, then hear your take and the reference back to back. */
const meta = {
  title: 'Voice/VoiceCompare',
  component: VoiceCompare,
  args: {
    reference: { src: tone, trim: toneTrim, label: "Play Priya's recording" },
    onKeep: () => {},
  },
} satisfies Meta<typeof VoiceCompare>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BeforeRecording: Story = {};
