import { defineConfig } from 'vitest/config';
import { componentTestProjects } from '../vitest.component-projects.ts';

// Component tests of the profile remote's screens (the e2e suite covers them in the shell).
export const projects = componentTestProjects(import.meta.url, { name: '@phrasebook/mf-profile' });

export default defineConfig({ test: { projects } });
