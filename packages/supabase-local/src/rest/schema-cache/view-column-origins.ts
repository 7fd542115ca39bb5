/**
 * Which base-table column each view column is a plain reference to, read from the view's
 * stored query tree (`pg_rewrite.ev_action`). Postgres records the origin of every
 * top-level output column that is a plain column reference (`resorigtbl`/`resorigcol`,
 * followed through subqueries), which is exactly the rule PostgREST uses to carry foreign
 * keys over to views.
 */

export interface ColumnOrigin {
  /** Attribute number of the view column. */
  viewColumn: number;
  tableOid: number;
  tableColumn: number;
}

/** The text of each top-level `{TARGETENTRY ...}` with its nested nodes removed. */
function topLevelTargetEntries(tree: string): string[] {
  const entries: string[] = [];
  let depth = 0;
  let inTargetList = false;
  let listParens = 0;
  let current: string | null = null;
  for (let i = 0; i < tree.length; i++) {
    const ch = tree[i]!;
    if (ch === '\\') {
      if (current !== null && depth === 2) current += tree.slice(i, i + 2);
      i++;
      continue;
    }
    if (!inTargetList && depth === 1 && tree.startsWith(':targetList (', i)) {
      inTargetList = true;
      listParens = 0;
      i += ':targetList '.length - 1;
      continue;
    }
    if (ch === '{') {
      depth++;
      if (inTargetList && depth === 2) current = '';
      continue;
    }
    if (ch === '}') {
      if (inTargetList && depth === 2 && current !== null) {
        entries.push(current);
        current = null;
      }
      depth--;
      continue;
    }
    if (inTargetList && depth === 1) {
      if (ch === '(') listParens++;
      if (ch === ')' && --listParens === 0) break;
    }
    if (current !== null && depth === 2) current += ch;
  }
  return entries;
}

export function viewColumnOrigins(tree: string): ColumnOrigin[] {
  const origins: ColumnOrigin[] = [];
  for (const entry of topLevelTargetEntries(tree)) {
    const num = (field: string) => Number(new RegExp(`:${field} (-?\\d+)`).exec(entry)?.[1] ?? 0);
    if (/:resjunk true/.test(entry)) continue;
    const tableOid = num('resorigtbl');
    const tableColumn = num('resorigcol');
    if (tableOid > 0 && tableColumn > 0)
      origins.push({ viewColumn: num('resno'), tableOid, tableColumn });
  }
  return origins;
}
