// Types of system-deps.mjs for the TypeScript tests that use it.
export const chromiumPath: string;
export const nginxPath: string;
export function postgresBinDir(): string | null;
export function ensureSystemDeps(): string[];
export function ensureNginx(): string[];
