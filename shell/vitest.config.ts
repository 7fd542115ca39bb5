import { defineConfig } from 'vitest/config';
import { componentTestProjects } from '../vitest.component-projects.ts';

// Component tests for the shell's own screens and layout (the e2e suite covers the wiring).
// Interaction tests type and click through Mantine; on two busy cores 5 s is too tight.
export const projects = componentTestProjects(import.meta.url, {
  name: '@phrasebook/shell',
  testTimeout: 15_000,
});

export default defineConfig({ test: { projects } });
