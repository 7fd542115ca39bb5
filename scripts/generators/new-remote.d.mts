// Types of new-remote.mjs for the generators' test: it returns the first screen's URL.
type NewRemoteOptions = { label?: string; area?: string };
export function newRemote(root: string, folder: string, options?: NewRemoteOptions): string;
