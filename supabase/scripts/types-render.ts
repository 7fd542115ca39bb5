import { viewColumnOrigins } from '@phrasebook/supabase-local/view-column-origins';
import type { Queryable } from '@phrasebook/testing/schema';

/** What the generator reads from the catalog about the `public` schema. */
export interface SchemaInfo {
  columns: {
    relation: string;
    kind: 'table' | 'view';
    name: string;
    type: string;
    nullable: boolean;
    hasDefault: boolean;
    generated: boolean;
  }[];
  relationships: {
    source: string;
    foreignKeyName: string;
    columns: string[];
    isOneToOne: boolean;
    target: string;
    targetColumns: string[];
  }[];
  functions: {
    name: string;
    args: { name: string; type: string; optional: boolean }[];
    returns: string;
    returnsSet: boolean;
    returnsColumns: { name: string; type: string }[] | null;
  }[];
}

const columnsSql = `
  select c.relname as relation, case c.relkind when 'r' then 'table' else 'view' end as kind,
    a.attname as name, format_type(a.atttypid, a.atttypmod) as type, not a.attnotnull as nullable,
    (a.atthasdef or a.attidentity <> '') as "hasDefault", (a.attgenerated <> '' or a.attidentity = 'a') as generated
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  where n.nspname = 'public' and c.relkind in ('r', 'v', 'm')
  order by c.relname, a.attnum`;

// Foreign keys with their column numbers; the views' stored query trees say which view
// columns are plain references to which table columns.
const foreignKeysSql = `
  select con.conname as name, con.conrelid::int as "table", con.confrelid::int as "refTable",
    con.conkey::int[] as cols, con.confkey::int[] as "refCols",
    exists (select from pg_index i where i.indrelid = con.conrelid and i.indisunique
            and (select array_agg(x order by x) from unnest(i.indkey::int2[]) x) = (select array_agg(x order by x) from unnest(con.conkey) x)) as "oneToOne"
  from pg_constraint con join pg_namespace n on n.oid = con.connamespace
  where con.contype = 'f' and n.nspname = 'public'
  order by con.conname`;

const relationsSql = `
  select c.oid::int as oid, c.relname as name, c.relkind::text as kind,
    (select r.ev_action::text from pg_rewrite r where r.ev_class = c.oid and r.rulename = '_RETURN') as tree,
    (select json_object_agg(a.attnum, a.attname) from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as attnames
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'v', 'm')`;

interface ForeignKey {
  name: string;
  table: number;
  refTable: number;
  cols: number[];
  refCols: number[];
  oneToOne: boolean;
}
interface RelationRow {
  oid: number;
  name: string;
  kind: string;
  tree: string | null;
  attnames: Record<string, string> | string;
}

/**
 * PostgREST's rule: a foreign key of table T also holds for each view that selects all of
 * its columns from T as plain column references, on either side of the key.
 */
function carryForeignKeys(
  fks: ForeignKey[],
  relations: RelationRow[],
): SchemaInfo['relationships'] {
  const names = new Map(
    relations.map((r) => [
      r.oid,
      typeof r.attnames === 'string'
        ? (JSON.parse(r.attnames) as Record<string, string>)
        : r.attnames,
    ]),
  );
  const views = relations
    .filter((r) => r.kind !== 'r' && r.tree)
    .map((r) => ({ name: r.name, oid: r.oid, origins: viewColumnOrigins(r.tree!) }));
  const standIns = (table: number, cols: number[]) => {
    const tableRow = relations.find((r) => r.oid === table);
    const result = tableRow
      ? [{ rel: tableRow.name, cols: cols.map((c) => names.get(table)![String(c)]!) }]
      : [];
    for (const view of views) {
      const viewCols = cols.map(
        (c) => view.origins.find((o) => o.tableOid === table && o.tableColumn === c)?.viewColumn,
      );
      if (viewCols.every((v) => v !== undefined))
        result.push({
          rel: view.name,
          cols: viewCols.map((v) => names.get(view.oid)![String(v)]!),
        });
    }
    return result;
  };
  const out: SchemaInfo['relationships'] = [];
  for (const fk of fks) {
    for (const source of standIns(fk.table, fk.cols)) {
      for (const target of standIns(fk.refTable, fk.refCols)) {
        out.push({
          source: source.rel,
          foreignKeyName: fk.name,
          columns: source.cols,
          isOneToOne: fk.oneToOne,
          target: target.rel,
          targetColumns: target.cols,
        });
      }
    }
  }
  return out.sort((a, b) =>
    `${a.source} ${a.foreignKeyName} ${a.target}`.localeCompare(
      `${b.source} ${b.foreignKeyName} ${b.target}`,
    ),
  );
}

const functionsSql = `
  select p.proname as name, p.proretset as "returnsSet",
    format_type(p.prorettype, null) as returns,
    coalesce((select json_agg(json_build_object('name', a.name, 'type', format_type(a.type, null), 'optional', a.i > p.pronargs - p.pronargdefaults) order by a.i)
      from unnest(p.proargnames[1:p.pronargs], p.proargtypes::oid[]) with ordinality a(name, type, i)), '[]') as args,
    (select json_agg(json_build_object('name', a.name, 'type', format_type(a.type, null)) order by a.i)
      from unnest(p.proargnames, p.proallargtypes, p.proargmodes) with ordinality a(name, type, mode, i)
      where a.mode in ('o', 't')) as "returnsColumns"
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public' and p.prokind = 'f' and p.prorettype <> 'trigger'::regtype
  order by p.proname`;

export async function introspect(db: Queryable): Promise<SchemaInfo> {
  const columns = await db.query(columnsSql);
  const fks = (await db.query(foreignKeysSql)) as unknown as ForeignKey[];
  const relations = (await db.query(relationsSql)) as unknown as RelationRow[];
  const functions = await db.query(functionsSql);
  const relationships = carryForeignKeys(fks, relations);
  const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
  return {
    columns: columns as unknown as SchemaInfo['columns'],
    relationships,
    functions: functions.map((f) => ({
      ...f,
      args: parse(f.args),
      returnsColumns: parse(f.returnsColumns),
    })) as unknown as SchemaInfo['functions'],
  };
}

function tsType(pgType: string, tables: Set<string>): string {
  if (pgType.endsWith('[]')) return `${tsType(pgType.slice(0, -2), tables)}[]`;
  if (/^(smallint|integer|bigint|real|double precision|numeric.*)$/.test(pgType)) return 'number';
  if (pgType === 'boolean') return 'boolean';
  if (pgType === 'json' || pgType === 'jsonb') return 'Json';
  if (pgType === 'void') return 'undefined';
  if (/^(text|uuid|date|character varying.*|character.*|timestamp.*|time.*|interval)$/.test(pgType))
    return 'string';
  if (tables.has(pgType)) return `Database['public']['Tables']['${pgType}']['Row']`;
  return 'unknown';
}

const key = (name: string) => (/^[a-z_][a-z0-9_]*$/i.test(name) ? name : JSON.stringify(name));

export function renderDatabaseTypes(info: SchemaInfo): string {
  const tables = new Set(info.columns.filter((c) => c.kind === 'table').map((c) => c.relation));
  const relations = [...new Set(info.columns.map((c) => c.relation))];
  const out: string[] = [];
  const relationshipBlock = (relation: string, pad: string) => {
    const rels = info.relationships.filter((r) => r.source === relation);
    if (rels.length === 0) return `${pad}Relationships: [];`;
    const items = rels.map(
      (r) =>
        `${pad}  {\n${pad}    foreignKeyName: ${JSON.stringify(r.foreignKeyName)};\n${pad}    columns: ${JSON.stringify(r.columns)};\n${pad}    isOneToOne: ${r.isOneToOne};\n${pad}    referencedRelation: ${JSON.stringify(r.target)};\n${pad}    referencedColumns: ${JSON.stringify(r.targetColumns)};\n${pad}  },`,
    );
    return `${pad}Relationships: [\n${items.join('\n')}\n${pad}];`;
  };
  const block = (kind: 'table' | 'view') => {
    for (const relation of relations) {
      const cols = info.columns.filter((c) => c.relation === relation && c.kind === kind);
      if (cols.length === 0) continue;
      out.push(`      ${key(relation)}: {`);
      out.push('        Row: {');
      for (const c of cols)
        out.push(
          `          ${key(c.name)}: ${tsType(c.type, tables)}${kind === 'view' || c.nullable ? ' | null' : ''};`,
        );
      out.push('        };');
      if (kind === 'table') {
        out.push('        Insert: {');
        for (const c of cols) {
          const optional = c.generated || c.nullable || c.hasDefault;
          out.push(
            `          ${key(c.name)}${optional ? '?' : ''}: ${c.generated ? 'never' : `${tsType(c.type, tables)}${c.nullable ? ' | null' : ''}`};`,
          );
        }
        out.push('        };');
        out.push('        Update: {');
        for (const c of cols)
          out.push(
            `          ${key(c.name)}?: ${c.generated ? 'never' : `${tsType(c.type, tables)}${c.nullable ? ' | null' : ''}`};`,
          );
        out.push('        };');
      }
      out.push(relationshipBlock(relation, '        '));
      out.push('      };');
    }
  };
  out.push(
    '// GENERATED by supabase/scripts/gen-types.ts from the migrations (pnpm gen:types). Do not edit.',
  );
  out.push('');
  out.push(
    'export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];',
  );
  out.push('');
  out.push('export type Database = {');
  out.push('  public: {');
  out.push('    Tables: {');
  block('table');
  out.push('    };');
  out.push('    Views: {');
  block('view');
  out.push('    };');
  out.push('    Functions: {');
  for (const f of info.functions) {
    const args = f.args.filter((a) => a.name);
    out.push(`      ${key(f.name)}: {`);
    out.push(
      args.length === 0
        ? '        Args: Record<PropertyKey, never>;'
        : `        Args: { ${args.map((a) => `${key(a.name)}${a.optional ? '?' : ''}: ${tsType(a.type, tables)}`).join('; ')} };`,
    );
    let returns =
      f.returnsColumns && f.returnsColumns.length > 0
        ? `{ ${f.returnsColumns.map((c) => `${key(c.name)}: ${tsType(c.type, tables)}`).join('; ')} }`
        : tsType(f.returns, tables);
    if (f.returnsSet) returns = `${returns}[]`;
    out.push(`        Returns: ${returns};`);
    out.push('      };');
  }
  out.push('    };');
  out.push('    Enums: Record<string, never>;');
  out.push('    CompositeTypes: Record<string, never>;');
  out.push('  };');
  out.push('};');
  out.push('');
  out.push("type PublicSchema = Database['public'];");
  out.push('');
  out.push(
    "/** Row type of a table or view: `Tables<'user_deck'>`, `Tables<'user_deck_plus'>`. */",
  );
  out.push(
    "export type Tables<T extends keyof PublicSchema['Tables'] | keyof PublicSchema['Views']> = T extends keyof PublicSchema['Tables']",
  );
  out.push("  ? PublicSchema['Tables'][T]['Row']");
  out.push("  : T extends keyof PublicSchema['Views']");
  out.push("    ? PublicSchema['Views'][T]['Row']");
  out.push('    : never;');
  out.push(
    "export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];",
  );
  out.push(
    "export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];",
  );
  out.push(
    "export type Functions<T extends keyof PublicSchema['Functions']> = PublicSchema['Functions'][T];",
  );
  out.push('');
  return out.join('\n');
}
