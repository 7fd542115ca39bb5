import { defineConfig } from 'vitest/config';
import { componentTestProjects } from '../vitest.component-projects.ts';

// Component tests of the review remote's screens (the e2e suite covers them in the shell).
export const projects = componentTestProjects(import.meta.url, { name: '@phrasebook/mf-review' });

export default defineConfig({ test: { projects } });
