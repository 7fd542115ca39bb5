/** The `Prefer` header (values may be spread over several comma-separated entries). */
export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  params?: 'single-object';
  handling?: 'strict' | 'lenient';
  /** With handling=strict: PATCH/DELETE/RPC touching more rows than this fail (PGRST124). */
  maxAffected?: number;
  /** How the transaction ends, when `pgrst.db_tx_end` allows the override (applied then). */
  tx?: 'commit' | 'rollback';
  /** Entries honoured, echoed in Preference-Applied. */
  applied: string[];
}

const known: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  params: ['single-object'],
  handling: ['strict', 'lenient'],
};

export function parsePrefer(header: string | string[] | undefined): Preferences {
  const prefs: Preferences = { applied: [] };
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const entry of raw.split(',')) {
    const [name, value] = entry
      .trim()
      .split('=')
      .map((s) => s.trim());
    if (name === 'max-affected' && value && /^\d{1,15}$/.test(value)) {
      prefs.maxAffected = Number(value);
      prefs.applied.push(`max-affected=${value}`);
      continue;
    }
    if (name === 'tx' && (value === 'commit' || value === 'rollback')) {
      prefs.tx = value;
      continue;
    }
    if (!name || !value || !known[name]?.includes(value)) continue;
    (prefs as unknown as Record<string, string>)[name] = value;
    prefs.applied.push(`${name}=${value}`);
  }
  return prefs;
}
