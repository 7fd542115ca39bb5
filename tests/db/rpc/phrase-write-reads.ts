import type { Json, Scenario } from '../helpers/test-db.ts';

/** What a `select <rpc>(…) as r` attempt returned. */
export const resultOf = (attempt: { rows: Record<string, unknown>[] }) =>
  attempt.rows[0]!['r'] as Json;

/** A phrase's translations' texts, read as admin. */
export async function translationsOf(t: Scenario, phrase: string): Promise<string[]> {
  await t.asAdmin();
  const rows = await t.query<{ text: string }>(
    'select text from phrase_translation where phrase_id = $1',
    [phrase],
  );
  // One transaction gives every row the same time: compare the texts in code-unit order.
  return rows.map((row) => row.text).sort();
}
