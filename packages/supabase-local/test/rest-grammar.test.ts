import { describe, expect, test } from 'vitest';
import { RestError, statusForSqlState } from '../src/rest/errors.ts';
import { parseLogicTree, parseOperation, parseOrder } from '../src/rest/plan/filter-parser.ts';
import { parsePrefer } from '../src/rest/request/prefer.ts';
import { parseSelect } from '../src/rest/plan/select-parser.ts';
import { viewColumnOrigins } from '../src/rest/schema-cache/view-column-origins.ts';

const field = (name: string) => ({ name, path: [] });

describe('select grammar', () => {
  test('columns, aliases, casts, JSON paths, embeds, hints, spreads and count', () => {
    expect(parseSelect('')).toEqual([{ type: 'star' }]);
    expect(parseSelect('id,w:name,born::text,meta->a->>b,x:meta->0')).toEqual([
      {
        type: 'field',
        field: field('id'),
        alias: undefined,
        cast: undefined,
        aggregate: undefined,
      },
      { type: 'field', field: field('name'), alias: 'w', cast: undefined, aggregate: undefined },
      { type: 'field', field: field('born'), alias: undefined, cast: 'text', aggregate: undefined },
      {
        type: 'field',
        field: {
          name: 'meta',
          path: [
            { arrow: '->', key: 'a' },
            { arrow: '->>', key: 'b' },
          ],
        },
        alias: undefined,
        cast: undefined,
        aggregate: undefined,
      },
      {
        type: 'field',
        field: { name: 'meta', path: [{ arrow: '->', key: '0', index: 0 }] },
        alias: 'x',
        cast: undefined,
        aggregate: undefined,
      },
    ]);
    const [embed] = parseSelect(
      'author:authors!books_author_id_fkey!inner(name,profile:author_profiles(*))',
    );
    expect(embed).toMatchObject({
      type: 'embed',
      alias: 'author',
      name: 'authors',
      hint: 'books_author_id_fkey',
      joinType: 'inner',
      spread: false,
    });
    expect(parseSelect('...authors(name)')[0]).toMatchObject({
      type: 'embed',
      spread: true,
      name: 'authors',
    });
    expect(parseSelect('books()')[0]).toMatchObject({ type: 'embed', items: [] });
    expect(parseSelect('count()')).toEqual([{ type: 'count', alias: undefined }]);
    expect(parseSelect('"weird, name":"a""b"')[0]).toMatchObject({
      alias: 'weird, name',
      field: field('a"b'),
    });
  });

  test('casts are single type names, so nothing can follow them into the SQL', () => {
    expect(parseSelect('a::double precision,b::timestamp with time zone,c::int8')).toMatchObject([
      { cast: 'double precision' },
      { cast: 'timestamp with time zone' },
      { cast: 'int8' },
    ]);
    expect(() => parseSelect('id::text from books t_root union select 1')).toThrow(RestError);
    expect(() => parseSelect('id::int as x')).toThrow(RestError);
  });

  test.each([
    'id,',
    'books(',
    'books(id',
    'a::',
    ')',
    'x:y:z',
    '...id',
    '"open',
    'id->',
    'a.b',
    '*,',
    'books!x!y!z(id)',
  ])('rejects %j with PGRST100', (raw) => {
    let error: unknown;
    try {
      parseSelect(raw);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RestError);
    expect((error as RestError).code).toBe('PGRST100');
    expect((error as RestError).status).toBe(400);
  });
});

describe('filter grammar', () => {
  test('operators, negation, modifiers and lists', () => {
    expect(parseOperation('not.eq.5', field('id'), 'filter', false)).toMatchObject({
      op: 'eq',
      negate: true,
      value: '5',
    });
    expect(parseOperation('like(any).{a*,b}', field('t'), 'filter', false)).toMatchObject({
      op: 'like',
      modifier: 'any',
      value: '{a*,b}',
    });
    expect(parseOperation('fts(english).cat & dog', field('t'), 'filter', false)).toMatchObject({
      op: 'fts',
      modifier: 'english',
    });
    expect(parseOperation('in.(1,"a,b","q\\"x",  s )', field('t'), 'filter', false).list).toEqual([
      '1',
      'a,b',
      'q"x',
      's',
    ]);
    expect(parseOperation('eq.a.b.c', field('t'), 'filter', false).value).toBe('a.b.c');
    expect(() => parseOperation('eqq.1', field('t'), 'filter', false)).toThrow(RestError);
    expect(() => parseOperation('is.maybe', field('t'), 'filter', false)).toThrow(RestError);
    expect(() => parseOperation('eq(some).1', field('t'), 'filter', false)).toThrow(RestError);
    expect(() => parseOperation('in.(1,2', field('t'), 'filter', false)).toThrow(RestError);
  });

  test('logic trees nest and unquote values', () => {
    const tree = parseLogicTree(
      'or',
      false,
      '(a.eq.1,and(b.gt.2,c.not.is.null),d.eq."x,y",not.or(e.lt.0))',
      'or',
    );
    expect(tree.children).toHaveLength(4);
    expect(tree.children[1]).toMatchObject({ type: 'logic', op: 'and', negate: false });
    expect(tree.children[2]).toMatchObject({ type: 'filter', value: 'x,y' });
    expect(tree.children[3]).toMatchObject({ type: 'logic', op: 'or', negate: true });
    expect(() => parseLogicTree('or', false, '(a.eq.1', 'or')).toThrow(RestError);
    expect(() => parseLogicTree('or', false, 'a.eq.1', 'or')).toThrow(RestError);
    expect(() => parseLogicTree('or', false, '()', 'or')).toThrow(RestError);
  });

  test('order terms', () => {
    expect(parseOrder('a.desc.nullslast,b,authors(name).asc')).toEqual([
      { relation: undefined, field: field('a'), direction: 'desc', nulls: 'last' },
      { relation: undefined, field: field('b') },
      { relation: 'authors', field: field('name'), direction: 'asc' },
    ]);
    expect(() => parseOrder('a.sideways')).toThrow(RestError);
    expect(() => parseOrder('')).toThrow(RestError);
  });
});

test('Prefer header', () => {
  expect(
    parsePrefer('count=exact, return=representation,resolution=merge-duplicates, bogus=1'),
  ).toEqual({
    count: 'exact',
    return: 'representation',
    resolution: 'merge-duplicates',
    applied: ['count=exact', 'return=representation', 'resolution=merge-duplicates'],
  });
});

test('SQLSTATE to HTTP status', () => {
  expect(statusForSqlState('42501', 'permission denied', true)).toBe(401);
  expect(statusForSqlState('42501', 'permission denied', false)).toBe(403);
  expect(statusForSqlState('23505', '', false)).toBe(409);
  expect(statusForSqlState('23503', '', false)).toBe(409);
  expect(statusForSqlState('23514', '', false)).toBe(400);
  expect(statusForSqlState('P0001', '', false)).toBe(400);
  expect(statusForSqlState('42P01', '', false)).toBe(404);
  expect(statusForSqlState('25006', '', false)).toBe(405);
  expect(statusForSqlState('PT402', '', false)).toBe(402);
  expect(statusForSqlState('21000', 'UPDATE requires a WHERE clause', false)).toBe(400);
});

test('view column origins come from the top-level target list only', () => {
  const tree =
    '({QUERY :commandType 1 :rtable ({RANGETBLENTRY :subquery {QUERY :targetList ({TARGETENTRY :expr {VAR :varno 1} :resno 1 :resname x :resorigtbl 99 :resorigcol 9 :resjunk false})}}) ' +
    ':targetList ({TARGETENTRY :expr {VAR :varno 1 :varattno 1} :resno 1 :resname id :ressortgroupref 0 :resorigtbl 16384 :resorigcol 1 :resjunk false} ' +
    '{TARGETENTRY :expr {CONST :consttype 23 :constvalue 4 [ 1 0 0 0 ]} :resno 2 :resname c :resorigtbl 0 :resorigcol 0 :resjunk false} ' +
    '{TARGETENTRY :expr {VAR :varno 1} :resno 3 :resname we\\ ird\\{ :resorigtbl 16384 :resorigcol 2 :resjunk false}) :override 0})';
  expect(viewColumnOrigins(tree)).toEqual([
    { viewColumn: 1, tableOid: 16384, tableColumn: 1 },
    { viewColumn: 3, tableOid: 16384, tableColumn: 2 },
  ]);
});
