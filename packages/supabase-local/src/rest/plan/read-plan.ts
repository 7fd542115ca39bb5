import { RestError, parseError, unknownColumn } from '../errors.ts';
import { isToOne, resolveRelationship } from './embed-resolution.ts';
import {
  parseLogicTree,
  parseOperation,
  parseOrder,
  type FilterNode,
  type OrderTerm,
} from './filter-parser.ts';
import type { Relation, Relationship, SchemaCache } from '../schema-cache/schema-types.ts';
import { Cursor, fieldKey, parseSelect, type FieldRef, type SelectItem } from './select-parser.ts';

/**
 * A read query resolved against the schema: which relation, which output items, which
 * embedded relations (recursively), and the filters, order and window of each level.
 */

export type OutputItem =
  | {
      kind: 'column';
      key: string;
      field: FieldRef;
      cast?: string | undefined;
      aggregate?: string | undefined;
      aggregateCast?: string | undefined;
    }
  | { kind: 'star' }
  | { kind: 'count'; key: string; aggregateCast?: string | undefined }
  | { kind: 'embed'; embed: EmbedPlan };

export interface EmbedPlan {
  key: string;
  relationship: Relationship;
  node: PlanNode;
  inner: boolean;
  /** `rel()`: only there to filter on. */
  hidden: boolean;
  spread: boolean;
  /** `rel(count)`: the number of related rows instead of the rows. */
  countOnly: boolean;
  /** The key of that number: `count`, or the alias of `rel(n:count())`. */
  countKey: string;
}

export interface PlanNode {
  relation: Relation;
  items: OutputItem[];
  embeds: EmbedPlan[];
  filters: FilterNode[];
  /** `rel=is.null` (anti-join) and `rel=not.is.null` (semi-join). */
  embedNullFilters: { embed: EmbedPlan; isNull: boolean }[];
  order: (OrderTerm & { embed?: EmbedPlan | undefined })[];
  limit?: number | undefined;
  offset?: number | undefined;
  /** Set while rendering when the select list holds count(): the plain columns to group by. */
  groupBy?: string[] | undefined;
}

const reservedTop = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);

/**
 * Plans a select list. Embeds may nest at most `maxEmbedDepth` levels: each level can
 * multiply the rows, and a request nested without limit can keep the database busy for
 * minutes (PostgREST has no such limit; see the package README).
 */
export function planSelect(
  schema: SchemaCache,
  relation: Relation,
  rawSelect: string | null,
  maxEmbedDepth = Infinity,
): PlanNode {
  const items = parseSelect(rawSelect ?? '*');
  if (embedDepth(items) > maxEmbedDepth) {
    throw parseError(
      'select parameter',
      rawSelect ?? '*',
      `embedded resources nest deeper than ${maxEmbedDepth} levels`,
    );
  }
  return buildNode(schema, relation, items);
}

function embedDepth(items: SelectItem[]): number {
  let deepest = 0;
  for (const item of items) {
    if (item.type === 'embed') deepest = Math.max(deepest, 1 + embedDepth(item.items));
  }
  return deepest;
}

/**
 * `depth` names the relation in errors as PostgreSQL would in PostgREST's query, where an
 * embedded relation is aliased `<name>_<depth>`.
 */
function buildNode(
  schema: SchemaCache,
  relation: Relation,
  items: SelectItem[],
  depth = 0,
): PlanNode {
  const node: PlanNode = {
    relation,
    items: [],
    embeds: [],
    filters: [],
    embedNullFilters: [],
    order: [],
  };
  const label = depth === 0 ? relation.name : `${relation.name}_${depth}`;
  const allowAggregate = () => {
    if (!schema.settings.aggregates) {
      throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
    }
  };
  for (const item of items) {
    if (item.type === 'star') node.items.push({ kind: 'star' });
    else if (item.type === 'count') {
      allowAggregate();
      node.items.push({
        kind: 'count',
        key: item.alias ?? 'count',
        aggregateCast: item.aggregateCast,
      });
    } else if (item.type === 'field') {
      if (item.aggregate) allowAggregate();
      checkColumn(relation, item.field.name, label);
      node.items.push({
        kind: 'column',
        key: item.alias ?? item.aggregate ?? fieldKey(item.field),
        field: item.field,
        cast: item.cast,
        aggregate: item.aggregate,
        aggregateCast: item.aggregateCast,
      });
    } else {
      const relationship = resolveRelationship(schema, relation, item.name, item.hint);
      const target = schema.relations.get(relationship.target);
      if (!target)
        throw new RestError(
          400,
          'PGRST200',
          `Could not find a relationship between '${relation.name}' and '${item.name}' in the schema cache`,
        );
      const countOnly =
        item.items.length === 1 &&
        ((item.items[0]?.type === 'field' &&
          item.items[0].field.name === 'count' &&
          item.items[0].field.path.length === 0 &&
          !target.columnsByName.has('count')) ||
          item.items[0]?.type === 'count');
      const child = countOnly
        ? { relation: target, items: [], embeds: [], filters: [], embedNullFilters: [], order: [] }
        : buildNode(schema, target, item.items, depth + 1);
      const embed: EmbedPlan = {
        key: item.alias ?? item.name,
        relationship,
        node: child,
        inner: item.joinType === 'inner',
        hidden: item.items.length === 0,
        spread: item.spread,
        countOnly,
        countKey: (item.items[0]?.type === 'count' && item.items[0].alias) || 'count',
      };
      node.embeds.push(embed);
      node.items.push({ kind: 'embed', embed });
    }
  }
  return node;
}

/** A column, or a computed field (PostgreSQL reads `t.fn` as `fn(t)`). */
export function checkColumn(relation: Relation, name: string, label = relation.name): void {
  if (!relation.columnsByName.has(name) && !relation.computedFields.has(name))
    throw unknownColumn(label, name);
}

function checkFilterColumns(relation: Relation, node: FilterNode): void {
  if (node.type === 'filter') checkColumn(relation, node.field.name);
  else for (const child of node.children) checkFilterColumns(relation, child);
}

/** The node an embed path (`a.b`) names, or PGRST108 when it is not in the select. */
function nodeAt(root: PlanNode, path: string[]): PlanNode {
  let node = root;
  for (const segment of path) {
    const next = node.embeds.find((e) => e.key === segment);
    if (!next) {
      throw new RestError(
        400,
        'PGRST108',
        `'${segment}' is not an embedded resource in this request`,
        null,
        `Verify that '${segment}' is included in the 'select' query parameter.`,
      );
    }
    node = next.node;
  }
  return node;
}

function nonNegativeInt(raw: string, what: string): number {
  if (!/^\d{1,15}$/.test(raw))
    throw parseError(what, raw, 'unexpected value expecting a non-negative integer');
  return Number(raw);
}

/**
 * Applies the query string's filters, logic trees, order, limit and offset (top level and
 * `rel.`-prefixed) to a plan. `skip` lists keys consumed elsewhere (RPC arguments).
 */
export function applyQueryParams(
  root: PlanNode,
  params: URLSearchParams,
  skip: Set<string> = new Set(),
): void {
  for (const [key, value] of params) {
    if (skip.has(key) || reservedTop.has(key)) continue;
    const segments = splitKey(key);
    const last = segments[segments.length - 1] ?? '';
    const beforeLast = segments[segments.length - 2];
    if (last === 'order' || last === 'limit' || last === 'offset') {
      const node = nodeAt(root, segments.slice(0, -1));
      if (last === 'order') node.order = resolveOrder(node, parseOrder(value));
      else if (last === 'limit') node.limit = nonNegativeInt(value, 'limit');
      else node.offset = nonNegativeInt(value, 'offset');
      continue;
    }
    if (last === 'or' || last === 'and') {
      const negate = beforeLast === 'not';
      const node = nodeAt(root, segments.slice(0, negate ? -2 : -1));
      const tree = parseLogicTree(last, negate, value, key);
      checkFilterColumns(node.relation, tree);
      node.filters.push(tree);
      continue;
    }
    const node = nodeAt(root, segments.slice(0, -1));
    const embed = node.embeds.find((e) => e.key === last);
    if (embed && !node.relation.columnsByName.has(last)) {
      if (value === 'is.null' || value === 'not.is.null') {
        node.embedNullFilters.push({ embed, isNull: value === 'is.null' });
        continue;
      }
      throw new RestError(
        400,
        'PGRST120',
        `Only is null or not is null filters are allowed on embedded resources`,
      );
    }
    const cursor = new Cursor(last, 'filter');
    const field = cursor.field();
    if (!cursor.done()) cursor.fail('an operator');
    checkColumn(node.relation, field.name);
    node.filters.push(parseOperation(value, field, 'filter', false));
  }
  if (params.has('order')) root.order = resolveOrder(root, parseOrder(params.get('order') ?? ''));
  if (params.has('limit')) root.limit = nonNegativeInt(params.get('limit') ?? '', 'limit');
  if (params.has('offset')) root.offset = nonNegativeInt(params.get('offset') ?? '', 'offset');
}

/** `a.b.col` → ['a','b','col'], keeping JSON paths (`data->>x.y` is not split after an arrow). */
function splitKey(key: string): string[] {
  const arrow = key.indexOf('->');
  const head = arrow === -1 ? key : key.slice(0, arrow);
  const tail = arrow === -1 ? '' : key.slice(arrow);
  const parts = head.split('.');
  parts[parts.length - 1] += tail;
  return parts;
}

function resolveOrder(node: PlanNode, terms: OrderTerm[]): PlanNode['order'] {
  return terms.map((term) => {
    if (term.relation === undefined) {
      checkColumn(node.relation, term.field.name);
      return term;
    }
    const embed = node.embeds.find((e) => e.key === term.relation);
    if (!embed) {
      throw new RestError(
        400,
        'PGRST108',
        `'${term.relation}' is not an embedded resource in this request`,
        null,
        `Verify that '${term.relation}' is included in the 'select' query parameter.`,
      );
    }
    if (!isToOne(embed.relationship)) {
      throw new RestError(
        400,
        'PGRST118',
        `A related order on '${term.relation}' is not possible`,
        `'${node.relation.name}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
      );
    }
    checkColumn(embed.node.relation, term.field.name);
    return { ...term, embed };
  });
}
