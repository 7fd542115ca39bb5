import { defineConfig } from 'vitest/config';
import { componentTestProjects } from '../../vitest.component-projects.ts';

// Interaction tests type and click through Mantine; on two busy cores 5 s is too tight.
export const projects = componentTestProjects(import.meta.url, {
  name: '@phrasebook/ui',
  testTimeout: 15_000,
});

export default defineConfig({ test: { projects } });
