import { defineConfig } from 'vitest/config';
import { componentTestProjects } from '../vitest.component-projects.ts';

// Component tests of the friends remote's screens (the e2e suite covers them in the shell).
export const projects = componentTestProjects(import.meta.url, { name: '@phrasebook/mf-friends' });

export default defineConfig({ test: { projects } });
