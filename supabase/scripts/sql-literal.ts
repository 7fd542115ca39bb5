/** A standard-conforming SQL string literal (standard_conforming_strings is on everywhere). */
export function sqlString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** A jsonb literal for a JSON-serialisable value. */
export function sqlJson(value: unknown): string {
  return `${sqlString(JSON.stringify(value))}::jsonb`;
}
