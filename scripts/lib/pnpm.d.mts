// Types of pnpm.mjs for the TypeScript files that run pnpm.
/** The argv prefix that runs pnpm here: ['pnpm'] or ['npx', '--yes', 'pnpm@<pinned>']. */
export function pnpmCommand(): string[];
