// Re-exported so the root .storybook config can type itself without Storybook at the root.
export type { StorybookConfig, Preview, Decorator, Meta, StoryObj } from 'storybook-react-rsbuild';
