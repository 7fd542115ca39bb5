import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestServer } from './harness.ts';
import { restFetch, startRestServer } from './rest-fixture.ts';

let server: TestServer;
let db: SupabaseClient;

beforeAll(async () => {
  server = await startRestServer();
  db = server.client();
});
afterAll(async () => {
  await server?.close();
});

describe('columns', () => {
  test('star, column list, alias, cast and JSON paths', async () => {
    const all = await db.from('authors').select('*').eq('id', 1).single();
    expect(all.error).toBeNull();
    expect(Object.keys(all.data as object)).toEqual([
      'id',
      'name',
      'bio',
      'born',
      'tags',
      'meta',
      'created_at',
    ]);
    expect(all.data).toMatchObject({ born: '1929-10-21', tags: ['fantasy', 'scifi'] });
    expect((all.data as { created_at: string }).created_at).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/,
    );

    const { data, error } = await db
      .from('authors')
      .select(
        'writer:name, id::text, country:meta->>country, hugo:meta->awards->hugo, meta->awards',
      )
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { writer: 'Ursula', id: '1', country: 'US', hugo: 5, awards: { hugo: 5 } },
      { writer: 'Italo', id: '2', country: 'IT', hugo: null, awards: null },
      { writer: 'Olga', id: '3', country: 'PL', hugo: null, awards: { nobel: 1 } },
    ]);
  });

  test('unknown column and bad grammar are PostgREST errors', async () => {
    const unknown = await db.from('authors').select('id,nme');
    expect(unknown.status).toBe(400);
    expect(unknown.error).toMatchObject({
      code: '42703',
      message: 'column authors.nme does not exist',
    });
    const broken = await db.from('authors').select('id,books(title');
    expect(broken.status).toBe(400);
    expect(broken.error?.code).toBe('PGRST100');
    const table = await db.from('no_such_table').select();
    expect(table.status).toBe(404);
    expect(table.error?.code).toBe('PGRST205');
  });
});

describe('embedding', () => {
  test('many-to-one object, one-to-many array, nested, aliases and hints', async () => {
    const { data, error } = await db
      .from('books')
      .select(
        'title, author:authors!author_id(name, profile:author_profiles(website)), editor:authors!books_editor_fkey(name)',
      )
      .in('id', [1, 6])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        title: 'A Wizard of Earthsea',
        author: { name: 'Ursula', profile: { website: 'https://ursula.example' } },
        editor: { name: 'Italo' },
      },
      { title: 'Anonymous pamphlet', author: null, editor: null },
    ]);
    const many = await db
      .from('authors')
      .select('name, books!author_id(id)')
      .order('id')
      .order('id', { referencedTable: 'books', ascending: false });
    expect(many.data).toEqual([
      { name: 'Ursula', books: [{ id: 2 }, { id: 1 }] },
      { name: 'Italo', books: [{ id: 4 }, { id: 3 }] },
      { name: 'Olga', books: [{ id: 5 }] },
    ]);
  });

  test('one-to-one from both sides, many-to-many through the junction, self reference', async () => {
    const profile = await db
      .from('author_profiles')
      .select('website, authors(name)')
      .eq('author_id', 1)
      .single();
    expect(profile.data).toEqual({
      website: 'https://ursula.example',
      authors: { name: 'Ursula' },
    });
    const author = await db
      .from('authors')
      .select('name, author_profiles(website)')
      .eq('id', 3)
      .single();
    expect(author.data).toEqual({ name: 'Olga', author_profiles: null });
    const tags = await db
      .from('books')
      .select('id, tags(label)')
      .eq('id', 3)
      .order('label', { referencedTable: 'tags' })
      .single();
    expect(tags.data).toEqual({ id: 3, tags: [{ label: 'classic' }, { label: 'short' }] });
    const tree = await db
      .from('categories')
      .select('name, children:categories(name), parent:parent_id(name)')
      .order('id');
    expect(tree.data).toEqual([
      { name: 'root', children: [{ name: 'fiction' }, { name: 'poetry' }], parent: null },
      { name: 'fiction', children: [], parent: { name: 'root' } },
      { name: 'poetry', children: [], parent: { name: 'root' } },
    ]);
  });

  test('ambiguous and unknown relationships', async () => {
    const ambiguous = await db.from('books').select('title, authors(name)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.code).toBe('PGRST201');
    expect(ambiguous.error?.hint).toContain("'authors!books_author_id_fkey'");
    expect(Array.isArray(ambiguous.error?.details)).toBe(true);
    const none = await db.from('tags').select('label, authors(name)');
    expect(none.status).toBe(400);
    expect(none.error?.code).toBe('PGRST200');
  });

  test('a security_invoker view embeds like its table', async () => {
    const { data, error } = await db
      .from('book_list')
      .select('title, shout, authors!author_id(name)')
      .eq('id', 3)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      title: 'Invisible Cities',
      shout: 'INVISIBLE CITIES',
      authors: { name: 'Italo' },
    });
    const reverse = await db.from('authors').select('name, book_list(title)').eq('id', 3).single();
    expect(reverse.data).toEqual({ name: 'Olga', book_list: [{ title: 'Flights' }] });
  });

  test('a view over a view embeds through the chain, with renamed columns', async () => {
    const { data, error } = await db
      .from('short_book_list')
      .select('title, authors!written_by(name), tags(label)')
      .order('book_id')
      .order('label', { referencedTable: 'tags' });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        title: 'A Wizard of Earthsea',
        authors: { name: 'Ursula' },
        tags: [{ label: 'classic' }, { label: 'novel' }],
      },
      {
        title: 'Invisible Cities',
        authors: { name: 'Italo' },
        tags: [{ label: 'classic' }, { label: 'short' }],
      },
      { title: 'Anonymous pamphlet', authors: null, tags: [] },
    ]);
  });

  test('filters on a to-one embed: null object, or parent dropped with !inner', async () => {
    const left = await db
      .from('books')
      .select('id, authors!author_id(name)')
      .eq('authors.name', 'Olga')
      .in('id', [1, 5])
      .order('id');
    expect(left.data).toEqual([
      { id: 1, authors: null },
      { id: 5, authors: { name: 'Olga' } },
    ]);
    const inner = await db
      .from('books')
      .select('id, authors!author_id!inner(name)')
      .eq('authors.name', 'Olga');
    expect(inner.data).toEqual([{ id: 5, authors: { name: 'Olga' } }]);
  });

  test('!inner drops parents, embedded filters, limit and count', async () => {
    const inner = await db
      .from('authors')
      .select('name, books!author_id!inner(title)')
      .eq('books.published', false)
      .order('id');
    expect(inner.data).toEqual([{ name: 'Italo', books: [{ title: "If on a winter's night" }] }]);
    const left = await db
      .from('authors')
      .select('name, books!author_id(title)')
      .eq('books.published', false)
      .order('id');
    expect(left.data).toEqual([
      { name: 'Ursula', books: [] },
      { name: 'Italo', books: [{ title: "If on a winter's night" }] },
      { name: 'Olga', books: [] },
    ]);
    const limited = await db
      .from('authors')
      .select('name, books!author_id(id)')
      .order('id')
      .limit(1, { referencedTable: 'books' })
      .limit(1);
    expect(limited.data).toEqual([{ name: 'Ursula', books: [{ id: 1 }] }]);
    const counted = await db.from('authors').select('name, books!author_id(count)').order('id');
    expect(counted.data).toEqual([
      { name: 'Ursula', books: [{ count: 2 }] },
      { name: 'Italo', books: [{ count: 2 }] },
      { name: 'Olga', books: [{ count: 1 }] },
    ]);
    const withoutBooks = await db
      .from('books')
      .select('id, authors!author_id()')
      .is('authors', null);
    expect(withoutBooks.data).toEqual([{ id: 6 }]);
    const onlyFilter = await db
      .from('authors')
      .select('books!author_id!inner()')
      .eq('books.pages', 403);
    expect(onlyFilter.data).toEqual([{}]);
    const orEmbedded = await db
      .from('authors')
      .select('name, books!author_id(id)')
      .or('id.eq.1,id.eq.5', { referencedTable: 'books' })
      .eq('id', 1);
    expect(orEmbedded.data).toEqual([{ name: 'Ursula', books: [{ id: 1 }] }]);
    const notEmbedded = await db
      .from('books')
      .select('id, nope:tags(label)')
      .eq('authors.name', 'x');
    expect(notEmbedded.error?.code).toBe('PGRST108');
  });

  test('spread of a to-one embed', async () => {
    const { data, error } = await db
      .from('books')
      .select('title, ...authors!author_id(author_name:name)')
      .eq('id', 5)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ title: 'Flights', author_name: 'Olga' });
  });

  test('spread of a to-many embed: each column as an array (PostgREST 13)', async () => {
    const { data, error } = await db
      .from('authors')
      .select('name, ...books!author_id(title)')
      .eq('name', 'Olga')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'Olga', title: ['Flights'] });
  });

  test('order by a to-one embedded column', async () => {
    const { data } = await db
      .from('books')
      .select('id, authors!author_id(name)')
      .not('author_id', 'is', null)
      .order('authors(name)', { ascending: true })
      .order('id');
    expect(data?.map((b) => b.id)).toEqual([3, 4, 5, 1, 2]);
  });
});

describe('filters', () => {
  const ids = async (query: PromiseLike<{ data: { id: number }[] | null; error: unknown }>) => {
    const { data, error } = await query;
    expect(error).toBeNull();
    return (data ?? []).map((r) => r.id).sort((a, b) => a - b);
  };

  test('comparison, pattern, is and in', async () => {
    const books = () => db.from('books').select('id');
    expect(await ids(books().eq('pages', 183))).toEqual([1]);
    expect(await ids(books().neq('author_id', 1))).toEqual([3, 4, 5]);
    expect(await ids(books().gt('pages', 260))).toEqual([2, 5]);
    expect(await ids(books().gte('pages', 260))).toEqual([2, 4, 5]);
    expect(await ids(books().lt('pages', 165))).toEqual([6]);
    expect(await ids(books().lte('pages', 165))).toEqual([3, 6]);
    expect(await ids(books().like('title', '%Earth%'))).toEqual([1]);
    expect(await ids(books().ilike('title', '*CITIES'))).toEqual([3]);
    expect(await ids(books().is('rating', null))).toEqual([4]);
    expect(await ids(books().is('published', false))).toEqual([4, 6]);
    expect(
      await ids(books().in('title', ['Flights', "If on a winter's night", 'a,b (c)'])),
    ).toEqual([4, 5]);
    expect(await ids(books().not('id', 'in', '(1,2,3)'))).toEqual([4, 5, 6]);
    expect(await ids(books().not('rating', 'is', null).lt('rating', 4.5))).toEqual([2, 5, 6]);
    expect(await ids(books().likeAnyOf('title', ['%Cities', 'Flights']))).toEqual([3, 5]);
    expect(await ids(books().textSearch('search', 'wizard'))).toEqual([1]);
    expect(
      await ids(books().textSearch('title', 'winter', { config: 'english', type: 'plain' })),
    ).toEqual([4]);
  });

  test('arrays and jsonb: contains, containedBy, overlaps', async () => {
    const authors = () => db.from('authors').select('id');
    expect(await ids(authors().contains('tags', ['fantasy']))).toEqual([1]);
    expect(await ids(authors().containedBy('tags', ['fables', 'poetry']))).toEqual([2, 3]);
    expect(await ids(authors().overlaps('tags', ['scifi', 'fables']))).toEqual([1, 2]);
    expect(await ids(authors().contains('meta', { awards: { nobel: 1 } }))).toEqual([3]);
    expect(await ids(authors().eq('meta->>country', 'IT'))).toEqual([2]);
  });

  test('or, and, nesting and not', async () => {
    const books = () => db.from('books').select('id');
    expect(await ids(books().or('pages.lt.20,rating.gte.4.6'))).toEqual([3, 6]);
    expect(await ids(books().or('and(author_id.eq.1,pages.gt.200),title.eq."Flights"'))).toEqual([
      2, 5,
    ]);
    expect(
      await ids(
        books().or(
          'title.in.("Flights","Invisible Cities"),not.and(published.is.true,author_id.not.is.null)',
        ),
      ),
    ).toEqual([3, 4, 5, 6]);
    const raw = await restFetch(
      server,
      '/books?select=id&and=(author_id.eq.2,or(pages.lt.200,rating.is.null))&order=id',
    );
    expect(raw.json).toEqual([{ id: 3 }, { id: 4 }]);
    const bad = await db.from('books').select('id').or('pages.lt.20,rating.nope.1');
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('PGRST100');
  });
});

describe('order, ranges, counts and single rows', () => {
  test('order with nulls first and last', async () => {
    const first = await db
      .from('books')
      .select('id')
      .order('rating', { ascending: false, nullsFirst: true })
      .limit(2);
    expect(first.data).toEqual([{ id: 4 }, { id: 3 }]);
    const last = await db
      .from('books')
      .select('id')
      .order('rating', { ascending: true, nullsFirst: false });
    expect(last.data?.map((r) => r.id)).toEqual([6, 5, 2, 1, 3, 4]);
  });

  test('range, count=exact, 206 and Content-Range', async () => {
    const page = await db.from('books').select('id', { count: 'exact' }).order('id').range(2, 3);
    expect(page.status).toBe(206);
    expect(page.count).toBe(6);
    expect(page.data).toEqual([{ id: 3 }, { id: 4 }]);
    const whole = await db.from('books').select('id', { count: 'exact' });
    expect(whole.status).toBe(200);
    const head = await db
      .from('books')
      .select('*', { count: 'planned', head: true })
      .eq('author_id', 1);
    expect(head.data).toBeNull();
    // The planner's estimate, as in PostgREST (rest-parity.test.ts), not necessarily 2.
    expect(head.count).toEqual(expect.any(Number));
    const raw = await restFetch(server, '/books?select=id&order=id&offset=1&limit=2', {
      headers: { Prefer: 'count=exact' },
    });
    expect(raw.headers.get('content-range')).toBe('1-2/6');
    const none = await restFetch(server, '/books?select=id&id=eq.999', {
      headers: { Prefer: 'count=exact' },
    });
    expect(none.headers.get('content-range')).toBe('*/0');
    const beyond = await db.from('books').select('id', { count: 'exact' }).range(10, 12);
    expect(beyond.status).toBe(416);
    expect(beyond.error?.code).toBe('PGRST103');
    const header = await restFetch(server, '/books?select=id&order=id', {
      headers: { Range: '1-2' },
    });
    expect(header.json).toEqual([{ id: 2 }, { id: 3 }]);
  });

  test('single and maybeSingle', async () => {
    const one = await db.from('authors').select('name').eq('id', 2).single();
    expect(one.data).toEqual({ name: 'Italo' });
    const many = await db.from('authors').select('name').single();
    expect(many.status).toBe(406);
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 3 rows' });
    const zero = await db.from('authors').select('name').eq('id', 99).single();
    expect(zero.error?.code).toBe('PGRST116');
    const maybe = await db.from('authors').select('name').eq('id', 99).maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
  });

  test('Accept: nulls stripped, and unsupported media types', async () => {
    const stripped = await restFetch(server, '/authors?select=name,bio&id=eq.2', {
      headers: { Accept: 'application/vnd.pgrst.array+json;nulls=stripped' },
    });
    expect(stripped.json).toEqual([{ name: 'Italo' }]);
    const xml = await restFetch(server, '/authors?select=name', {
      headers: { Accept: 'application/xml' },
    });
    expect(xml.status).toBe(406);
    expect(xml.json).toMatchObject({ code: 'PGRST107' });
  });

  test('profiles other than the exposed schemas (public by default) are refused', async () => {
    const other = await server.client().schema('auth').from('users').select();
    expect(other.status).toBe(406);
    expect(other.error?.code).toBe('PGRST106');
  });

  test('a table created after start is found', async () => {
    await server.query('create table public.late_table (id int primary key, label text)');
    await server.query(`insert into public.late_table values (1, 'late')`);
    const { data, error } = await db.from('late_table').select('label');
    expect(error).toBeNull();
    expect(data).toEqual([{ label: 'late' }]);
    const before = await db.from('late_table').select('*');
    expect(before.data).toEqual([{ id: 1, label: 'late' }]);
    await server.query('alter table public.late_table add column extra int default 7');
    const star = await db.from('late_table').select('*');
    expect(star.data).toEqual([{ id: 1, label: 'late', extra: 7 }]);
    const extra = await db.from('late_table').select('extra');
    expect(extra.data).toEqual([{ extra: 7 }]);
  });
});
