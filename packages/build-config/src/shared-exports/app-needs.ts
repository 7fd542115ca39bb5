import path from 'node:path';
import { trimmedPackages } from '../shared.ts';
import { exportNames, sharedImports, shippedSourceFiles } from './scan-imports.ts';

/**
 * What one app's own sources import from each trimmed shared package, checked at run time
 * against the copy the page uses (@phrasebook/platform's
 * federation/shared-needs-plugin.ts). Shared workspace packages
 * are left out: the page always runs the shell's copies of those.
 */
export function appSharedNeeds(appDir: string): Record<string, string[]> {
  const files = shippedSourceFiles(path.join(appDir, 'src'));
  return Object.fromEntries(
    trimmedPackages.map((name) => [name, exportNames(sharedImports(files, name, appDir))]),
  );
}
