/**
 * Whether the browser has a network, from its online and offline events: what TanStack Query
 * pauses queries on (query-client.ts starts it from here). Free of imports, so start-up code
 * that must load before any shared package can ask it (shell/src/app/startup/load-data.ts).
 */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}
