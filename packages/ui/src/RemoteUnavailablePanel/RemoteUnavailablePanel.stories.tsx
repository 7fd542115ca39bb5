import type { Meta, StoryObj } from '../../storybook/types.ts';
import { RemoteUnavailablePanel } from './RemoteUnavailablePanel.tsx';

const meta = {
  title: 'Feedback/RemoteUnavailablePanel',
  component: RemoteUnavailablePanel,
  args: { area: 'Friends', onRetry: () => {} },
} satisfies Meta<typeof RemoteUnavailablePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = {
  args: {
    area: 'Learning',
    error: new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003'),
  },
};
export const Retrying: Story = { args: { area: 'Review', retrying: true } };
