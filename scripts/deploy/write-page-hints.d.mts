// Types of write-page-hints.mjs for the TypeScript tests that run the hint step.
export const PRECACHE_PAGE: string;

export function writePageHints(
  shellDir: string,
  shellUrl: string,
): Promise<{ hinted: string[]; missing: string[] }>;
