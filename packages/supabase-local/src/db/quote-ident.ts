/** Double-quotes an SQL identifier (a name from the catalog, a channel for LISTEN). */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
