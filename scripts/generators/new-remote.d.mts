// Types of new-remote.mjs for the generators' test: it returns the first screen's URL.
export function newRemote(
  root: string,
  folder: string,
  options?: { label?: string; area?: string },
): string;
