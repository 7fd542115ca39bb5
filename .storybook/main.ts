import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { StorybookConfig } from '../packages/ui/storybook/types.ts';

// This folder sits at the repository root, whose node_modules holds none of Storybook's
// packages; resolve the framework from packages/ui, which depends on it.
const requireFromUi = createRequire(new URL('../packages/ui/package.json', import.meta.url));
const frameworkPath = dirname(requireFromUi.resolve('storybook-react-rsbuild/package.json'));

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  framework: { name: frameworkPath, options: {} },
  typescript: { reactDocgen: 'react-docgen' },
  // The catalogue is built and served offline (at /components in the shell): no phoning home.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
