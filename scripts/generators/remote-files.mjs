/**
 * The files of a new remote `folder` (federation name `name`), as the other remotes have them:
 * its package, its builds (Rsbuild with Module Federation, vitest's projects for the root config),
 * the async boundary, the standalone page and an empty route table that new-screen.mjs fills.
 * @returns {Record<string, string>} file (from the remote's folder) → text
 */
export function remoteFiles(folder, name, label) {
  return {
    'package.json': `${JSON.stringify(
      {
        name: `@phrasebook/${folder}`,
        version: '0.1.0',
        private: true,
        type: 'module',
        scripts: { dev: 'rsbuild dev', build: 'rsbuild build', preview: 'rsbuild preview' },
        dependencies: Object.fromEntries(
          [
            '@phrasebook/domain',
            '@phrasebook/data',
            '@phrasebook/platform',
            '@phrasebook/ui',
            '@mantine/core',
            '@mantine/form',
            '@mantine/hooks',
            '@tabler/icons-react',
            '@tanstack/react-query',
            'jotai',
            'react',
            'react-dom',
            'react-router',
          ].map((dep) => [dep, dep.startsWith('@phrasebook/') ? 'workspace:*' : 'catalog:']),
        ),
        devDependencies: {
          '@phrasebook/build-config': 'workspace:*',
          '@rsbuild/core': 'catalog:',
          '@rsbuild/plugin-react': 'catalog:',
          '@module-federation/rsbuild-plugin': 'catalog:',
        },
      },
      null,
      2,
    )}\n`,
    'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { remoteFederationOptions, remoteRsbuildConfig } from '@phrasebook/build-config';

export default defineConfig(
  remoteRsbuildConfig('${name}', [
    pluginReact(),
    pluginModuleFederation(remoteFederationOptions('${name}')),
  ]),
);
`,
    'vitest.config.ts': `import { defineConfig } from 'vitest/config';
import { componentTestProjects } from '../vitest.component-projects.ts';

// Component tests of the ${label.toLowerCase()} remote's screens (the e2e suite covers them in the shell).
export const projects = componentTestProjects(import.meta.url, { name: '@phrasebook/${folder}' });

export default defineConfig({ test: { projects } });
`,
    'src/index.ts': `// Async boundary: shared singletons are negotiated before the standalone page runs.
import('./bootstrap.tsx');
`,
    'src/bootstrap.tsx': `import { startStandalone } from '@phrasebook/platform/standalone';
import { standaloneUi } from '@phrasebook/ui';
import createRoutes from './routes/index.ts';

// Development only: this remote's routes on their own, inside the shell's providers. In the
// app the shell mounts \`./routes\` in its router instead and this file is never loaded.
void startStandalone(createRoutes, standaloneUi);
`,
    'src/routes/index.ts': `import { defineRemoteRoutes } from '@phrasebook/platform/remote-routes';

/** \`${name}/routes\`: every screen of this remote, one lazy chunk each (docs/architecture.md). */
export default defineRemoteRoutes({
  name: '${name}',
  buildLabel: process.env.PUBLIC_BUILD_LABEL,
  signedIn: [
  ],
});
`,
  };
}
