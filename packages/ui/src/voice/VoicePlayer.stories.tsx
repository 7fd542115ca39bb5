import type { Meta, StoryObj } from '../../storybook/types.ts';
import { tone, toneTrim } from './story-clip.ts';
import { VoicePlayer } from './VoicePlayer.tsx';

const meta = {
  title: 'Voice/VoicePlayer',
  component: VoicePlayer,
  args: { src: tone, trim: toneTrim, label: "Play Priya's recording" },
} satisfies Meta<typeof VoicePlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a card: the icon alone, its label read by screen readers. */
export const IconOnly: Story = {};
export const WithLabel: Story = { args: { label: 'Play', withLabel: true } };
