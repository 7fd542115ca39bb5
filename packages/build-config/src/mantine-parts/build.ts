import type { RsbuildConfig } from '@rsbuild/core';
import type { SharedConfig } from '../shared.ts';
import { mantineExports, mantineVersion, partFile, partShareKey } from './installed.ts';
import { mantinePartOf, partNames } from './parts.ts';

/** Mantine's packages but core and hooks (notifications, charts, …): they import core. */
const mantineExtensions = /[\\/]@mantine[\\/](?!core[\\/]|hooks[\\/])[^\\/]+[\\/]/;

/** Where an import of one @mantine/core export is sent: the part that holds it (alias below). */
const memberRequest = '@phrasebook/ui/mantine/';

/**
 * Apps import Mantine as its documentation shows (`import { Button } from '@mantine/core'`).
 * Each named import becomes an import of the part that holds it (Rsbuild's `transformImport`
 * and `resolve.alias`), and each part is a shared singleton the shell provides: the page loads
 * the parts it draws, and one copy of Mantine's internals serves them all, since they come from
 * one build (docs/architecture.md, "Mantine on the page").
 */
export function mantinePartsBuild(): {
  source: Pick<NonNullable<RsbuildConfig['source']>, 'transformImport' | 'include'>;
  alias: Record<string, string>;
  /** The module a part's shared singleton is built from. */
  partFile: typeof partFile;
} {
  return {
    partFile,
    source: {
      // Compiled, unlike node_modules' other code, so that transformImport sends an extension's
      // imports to the parts with their styles: uncompiled, toasts drew a Notification of their
      // own, unstyled (docs/architecture.md, "Mantine on the page").
      include: [mantineExtensions],
      transformImport: [
        {
          libraryName: '@mantine/core',
          customName: `${memberRequest}{{ member }}`,
          transformToDefaultImport: false,
        },
      ],
    },
    alias: Object.fromEntries(
      mantineExports().map((name) => [`${memberRequest}${name}$`, partFile(mantinePartOf(name))]),
    ),
  };
}

/**
 * The parts as shared singletons, keyed by file: every request that resolves to a part (any
 * export of it) is that one shared module.
 */
export function mantinePartsShared(): Record<string, SharedConfig> {
  const version = mantineVersion();
  return Object.fromEntries(
    partNames.map((part) => [
      partFile(part),
      { shareKey: partShareKey(part), singleton: true, version, requiredVersion: `^${version}` },
    ]),
  );
}
