import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// Read by Storybook's rsbuild builder (run from this folder). Without pluginReact the preview's
// JSX compiles to the classic runtime and every story fails with "React is not defined".
export default defineConfig({
  plugins: [pluginReact()],
});
