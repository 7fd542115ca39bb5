// Types of deploy-check.mjs for the TypeScript test that uses it.
export function deployProblems(
  remote: { app: string; needs: Record<string, string[]> },
  shellExports: Record<string, string[]>,
): string[];
