// Types of free-port.mjs for the TypeScript tests and benches that use it.
export function freePort(host?: string): Promise<number>;
