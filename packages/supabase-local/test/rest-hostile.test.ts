import { afterAll, beforeAll, expect, test } from 'vitest';
import { signJwt } from '../src/jwt.ts';
import type { SignedUpUser, TestServer } from './harness.ts';
import { restFetch, startRestServer } from './rest-fixture.ts';

/**
 * 2,000+ generated malformed or hostile requests. Every one must get a 4xx with a
 * PostgREST-shaped error, the server must keep answering, and no table may change.
 */

let server: TestServer;
let alice: SignedUpUser;
let bob: SignedUpUser;

const tables = [
  'authors',
  'books',
  'tags',
  'book_tags',
  'author_profiles',
  'categories',
  'notes',
  'announcements',
  'drop_box',
];

async function checksum(): Promise<string> {
  const parts: string[] = [];
  for (const table of tables) {
    const { rows } = await server.query<{ sum: string | null }>(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from public.${table} t`,
    );
    parts.push(`${table}:${rows[0]?.sum ?? ''}`);
  }
  return parts.join(',');
}

beforeAll(async () => {
  server = await startRestServer();
  alice = await server.signUpUser();
  bob = await server.signUpUser();
  await alice.client.from('notes').insert({ body: 'alice only' });
});
afterAll(async () => {
  await server?.close();
});

/** Deterministic PRNG (mulberry32) so a failure can be replayed. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface HostileRequest {
  label: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  token?: string;
}

const injections = [
  `'; drop table books; --`,
  `1; delete from authors`,
  `" or 1=1 --`,
  `id) or (1=1`,
  `$1`,
  `\\x00`,
  `pg_sleep(10)`,
  `id"; drop table tags; --`,
  `(select password from auth.users)`,
  `"name" from auth.users --`,
  `1 union select * from auth.users`,
  `%00`,
  `\u0000`,
  `😀`,
  `../../etc/passwd`,
];

/** Injections that can travel in a header value. */
const headerInjections = injections.filter((s) => /^[\x21-\x7e]+$/.test(s));

const brokenSelects = [
  'books(',
  'books(title',
  ')',
  'id,,name',
  '::',
  'id::',
  'title::text(',
  '!inner',
  'books!(id)',
  '"unclosed',
  'id->',
  'meta->>',
  '...',
  '...name',
  'count(',
  'x:',
  ':x',
  'title.sum()',
  'nonexistent_column',
  'books!nonexistent_fk(id)',
  'unknown_rel(*)',
  '*,*(',
  'authors!author_id(name,zzz)',
  'a:b:c',
  'id)(',
  'authors!author_id!inner!left!x(id)',
  'books!author_id(id',
  '((((',
  'id,"',
  '"""',
  'id::int[]',
  'title->>0->',
  'title.avg()',
  'id::text from notes t_root union select 1',
  'id::int as x from notes t_root union all select 1',
  'books(count',
  '*,books!author_id(*,authors!author_id(*,books!author_id(',
  'name:',
  'name::',
];

const brokenFilters: [string, string][] = [
  ['id', 'eq.abc'],
  ['id', 'eqq.1'],
  ['id', 'drop.1'],
  ['id', ''],
  ['id', 'eq'],
  ['id', 'in.(1,2'],
  ['id', 'in.1,2'],
  ['id', 'is.maybe'],
  ['id', 'not.'],
  ['id', 'not.not.eq.1'],
  ['pages', 'gt.1;drop'],
  ['pages', 'in.(1,"x")'],
  ['born', 'eq.someday'],
  ['id', 'like(some).x'],
  ['id', 'eq(any).{1,2'],
  ['title', 'fts(bad config).x'],
  ['tags', 'cs.not-an-array'],
  ['meta', 'cs.{bad json'],
  ['nonexistent', 'eq.1'],
  ['id', 'cs.{1}'],
  ['rating', 'eq.4.5.6'],
  ['created_at', 'gt.not-a-date'],
  ['meta->>x->', 'eq.1'],
  ['books.title', 'eq.x'],
];

const brokenLogic = [
  'or=(id.eq.1',
  'or=id.eq.1',
  'and=()',
  'or=(id.zz.1)',
  'or=(nope.eq.1)',
  'or=(id.eq.1,and(id.eq.2)',
  'not.or=(id)',
  `or=(${'or('.repeat(30)}id.eq.1${')'.repeat(30)})`,
  'or=(id.eq.abc)',
  'and=(id.in.(1,2)',
  'or=(,)',
  'or=("id".eq.1,)',
];

const brokenOrders = [
  'id.sideways',
  'nonexistent',
  'id.asc.nullsmiddle',
  'books(title).desc',
  'id..asc',
  '',
  'id,',
  '(id)',
];

function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)]!;
}

function generate(count: number): HostileRequest[] {
  const r = rng(20260101);
  const secret = server.server.context.config.jwtSecret;
  const now = Math.floor(Date.now() / 1000);
  const expired = signJwt(
    { role: 'authenticated', sub: alice.user.id, exp: now - 3600, iat: now - 7200 },
    secret,
  );
  const forged = signJwt(
    { role: 'service_role', exp: now + 3600 },
    'not-the-secret-not-the-secret-not-the-secret',
  );
  const superuser = signJwt({ role: 'postgres', exp: now + 3600 }, secret);
  const service = server.serviceRoleKey;
  const enc = encodeURIComponent;
  const generators: (() => HostileRequest)[] = [
    () => ({ label: 'select', path: `/authors?select=${enc(`id,${pick(r, brokenSelects)}`)}` }),
    () => ({
      label: 'select-injection',
      path: `/books?select=${enc(`title,${pick(r, injections)}`)}`,
    }),
    () => ({ label: 'select-random', path: `/books?select=${enc(`id,${randomJunk(r)}(`)}` }),
    () => {
      const [col, value] = pick(r, brokenFilters);
      return { label: 'filter', path: `/authors?select=id&${enc(col)}=${enc(value)}` };
    },
    () => ({ label: 'filter-injection-int', path: `/books?id=eq.${enc(pick(r, injections))}` }),
    () => ({ label: 'column-injection', path: `/books?${enc(pick(r, injections))}=eq.1` }),
    () => ({
      label: 'logic',
      path: `/books?${pick(r, brokenLogic).replace(/=(.*)$/, (_m, v: string) => `=${enc(v)}`)}`,
    }),
    () => ({
      label: 'order',
      path: `/books?order=${enc(pick(r, brokenOrders))}${r() < 0.5 ? '' : '&select=id'}`,
    }),
    () => ({
      label: 'limit',
      path: `/books?limit=${enc(pick(r, ['-1', 'abc', '1e3', '1.5', ' ', '99999999999999999999']))}`,
    }),
    () => ({ label: 'offset', path: `/books?offset=${enc(pick(r, ['-5', 'x', '0x10']))}` }),
    () => ({
      label: 'table',
      path: `/${enc(pick(r, ['no_table', 'books;drop', '"books"', 'pg_user', 'auth.users', ...injections]))}`,
    }),
    () => ({
      label: 'rpc',
      path: `/rpc/${enc(pick(r, ['nope', 'drop table', 'pg_sleep', 'set_config', 'version']))}`,
      method: 'POST',
      body: '{}',
    }),
    () => ({
      label: 'rpc-args',
      path: '/rpc/add_numbers',
      method: 'POST',
      body: JSON.stringify(
        pick(r, [
          { a: 'x' },
          { a: 1, z: 2 },
          { b: 2 },
          { a: [1] },
          { a: { x: 1 } },
          { a: pick(r, injections) },
        ]),
      ),
    }),
    () => ({
      label: 'rpc-raise',
      path: '/rpc/fail_with',
      method: 'POST',
      body: JSON.stringify({ msg: pick(r, injections) }),
    }),
    () => ({
      label: 'rpc-readonly',
      path: `/rpc/add_note?note_body=${enc(pick(r, injections))}`,
      token: alice.session.access_token,
    }),
    () => ({
      label: 'rpc-method',
      path: '/rpc/add_numbers?a=1',
      method: pick(r, ['PATCH', 'DELETE', 'PUT']),
    }),
    () => ({
      label: 'bad-json',
      path: '/tags',
      method: 'POST',
      token: service,
      headers: { 'Content-Type': 'application/json' },
      body: truncatedJson(r),
    }),
    () => ({
      label: 'wrong-type',
      path: '/books',
      method: 'POST',
      token: service,
      body: JSON.stringify(
        pick(r, [
          { title: 'x', pages: 'many' },
          { title: 'x', pages: -5 },
          { title: null },
          { title: 'x', author_id: 99999 },
          { title: 'x', rating: 'high' },
          { title: '', pages: 1 },
          { title: 'x', published: 'maybe' },
        ]),
      ),
    }),
    () => ({
      label: 'unknown-column',
      path: '/tags',
      method: 'POST',
      token: service,
      body: JSON.stringify({ [pick(r, injections)]: 1, label: 'x' }),
    }),
    () => ({
      label: 'mismatched-keys',
      path: '/tags',
      method: 'POST',
      token: service,
      body: JSON.stringify([{ label: 'a' }, { id: 9 }]),
    }),
    () => ({
      label: 'bad-columns',
      path: `/tags?columns=${enc(pick(r, ['nope', '"label",zz', pick(r, injections)]))}`,
      method: 'POST',
      token: service,
      body: '[{"label":"x"}]',
    }),
    () => ({
      label: 'bad-on-conflict',
      path: `/tags?on_conflict=${enc(pick(r, ['nope', pick(r, injections)]))}`,
      method: 'POST',
      token: service,
      headers: { Prefer: 'resolution=merge-duplicates' },
      body: '{"label":"x"}',
    }),
    () => ({
      label: 'duplicate',
      path: '/authors',
      method: 'POST',
      token: service,
      body: JSON.stringify({ name: pick(r, ['Ursula', 'Italo', 'Olga']) }),
    }),
    () => ({
      label: 'huge',
      path: '/tags',
      method: 'POST',
      token: service,
      body: JSON.stringify({ label: 'x'.repeat(1024 * 1024 + Math.floor(r() * 1000)) }),
    }),
    () => ({
      label: 'patch-no-filter',
      path: '/books',
      method: 'PATCH',
      token: service,
      body: '{"rating":1}',
    }),
    () => ({ label: 'delete-no-filter', path: '/tags', method: 'DELETE', token: service }),
    () => ({
      label: 'patch-bad-filter',
      path: `/books?id=eq.${enc(pick(r, injections))}`,
      method: 'PATCH',
      token: service,
      body: '{"rating":1}',
    }),
    () => ({
      label: 'delete-bad-filter',
      path: `/books?${enc(pick(r, injections))}=eq.1`,
      method: 'DELETE',
      token: service,
    }),
    () => ({
      label: 'patch-empty',
      path: '/books?id=eq.1',
      method: 'PATCH',
      token: service,
      body: pick(r, ['{}', '[]', 'null', '"x"', '']),
    }),
    () => ({
      label: 'rls-forge',
      path: '/notes',
      method: 'POST',
      token: bob.session.access_token,
      body: JSON.stringify({ body: 'planted', user_id: alice.user.id }),
    }),
    () => ({
      label: 'rls-anon',
      path: '/notes',
      method: 'POST',
      body: JSON.stringify({ body: pick(r, injections) }),
    }),
    () => ({
      label: 'rls-public-read',
      path: '/announcements',
      method: 'POST',
      token: pick(r, [alice.session.access_token, server.anonKey]),
      body: '{"title":"x"}',
    }),
    () => ({ label: 'jwt-expired', path: '/books', token: expired }),
    () => ({
      label: 'jwt-forged',
      path: '/books?select=id',
      method: pick(r, ['GET', 'POST', 'DELETE']),
      token: forged,
      body: '{}',
    }),
    () => ({ label: 'jwt-superuser', path: '/authors', token: superuser }),
    () => ({
      label: 'jwt-garbage',
      path: '/authors',
      token: pick(r, [
        'abc',
        'a.b.c',
        'eyJhbGciOiJub25lIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.',
        `${alice.session.access_token}x`,
        pick(r, headerInjections),
      ]),
    }),
    () => ({
      label: 'profile',
      path: '/books',
      headers: {
        'Accept-Profile': pick(r, ['auth', 'storage', 'pg_catalog', pick(r, headerInjections)]),
      },
    }),
    () => ({ label: 'range', path: '/books', headers: { Range: pick(r, ['5-2', '9-1']) } }),
    () => ({
      label: 'single',
      path: '/books?select=id',
      headers: { Accept: 'application/vnd.pgrst.object+json' },
    }),
    () => ({ label: 'ambiguous-path', path: pick(r, ['/', '/books/1', '/rpc', '/rpc/a/b']) }),
    () => {
      // Each level can multiply the rows: past four levels the request is refused unplanned.
      let select = 'id';
      for (let level = 5 + Math.floor(r() * 20); level > 0; level--) {
        select = `id,${level % 2 === 1 ? 'books!author_id' : 'authors!author_id'}(${select})`;
      }
      return { label: 'deep-embed', path: `/authors?select=${enc(select)}` };
    },
    () => ({
      label: 'embed-filter',
      path: `/books?select=id,tags(label)&tags=${enc(pick(r, ['eq.1', 'like.x', 'is.true']))}`,
    }),
  ];
  return Array.from({ length: count }, () => pick(r, generators)());
}

function randomJunk(r: () => number): string {
  const chars = 'abc_()!:,.*"->\\ ';
  return Array.from(
    { length: 1 + Math.floor(r() * 12) },
    () => chars[Math.floor(r() * chars.length)],
  ).join('');
}

function truncatedJson(r: () => number): string {
  const text = JSON.stringify({ label: 'abc', nested: { a: [1, 2, { b: 'c' }] } });
  return text.slice(0, 1 + Math.floor(r() * (text.length - 2)));
}

test('2,000+ malformed and hostile requests: all 4xx in PostgREST shape, nothing changed', async () => {
  const before = await checksum();
  const requests = generate(2200);
  const failures: string[] = [];
  const labels = new Map<string, number>();
  for (let i = 0; i < requests.length; i += 16) {
    await Promise.all(
      requests.slice(i, i + 16).map(async (req) => {
        labels.set(req.label, (labels.get(req.label) ?? 0) + 1);
        const res = await restFetch(server, req.path, {
          method: req.method ?? 'GET',
          headers: { 'Content-Type': 'application/json', ...req.headers },
          ...(req.body === undefined || (req.method ?? 'GET') === 'GET' ? {} : { body: req.body }),
          ...(req.token === undefined ? {} : { token: req.token }),
        });
        const body = res.json as Record<string, unknown> | undefined;
        const shaped =
          body !== undefined &&
          typeof body.code === 'string' &&
          typeof body.message === 'string' &&
          'details' in body &&
          'hint' in body;
        if (res.status < 400 || res.status >= 500 || !shaped) {
          failures.push(
            `${req.label} ${req.method ?? 'GET'} ${req.path.slice(0, 200)} → ${res.status} ${res.text.slice(0, 200)}`,
          );
        }
      }),
    );
  }
  expect(failures).toEqual([]);
  expect(labels.size).toBeGreaterThan(35);
  expect(await checksum()).toBe(before);
  // Still serving, and injection in text values is just a value.
  const { data, error } = await server
    .client()
    .from('books')
    .select('id')
    .eq('title', `'; drop table books; --`);
  expect(error).toBeNull();
  expect(data).toEqual([]);
  expect((await server.client().from('books').select('id')).data).toHaveLength(6);
}, 300_000);
