import type { Engine, Sql } from '../engine/types.ts';

/** NOTIFY channel; the payload is only a change id, which keeps it far below NOTIFY's 8000-byte limit. */
export const CHANGE_CHANNEL = 'supabase_local_realtime';

export const TRIGGER_NAME = 'supabase_local_realtime_capture';

/**
 * Logical replication is not available on PGlite, so changes are captured by an AFTER row
 * trigger on every table of publication `supabase_realtime`. Each change is written to a
 * small log (readable only by the server: the realtime schema is not granted to the API
 * roles) and announced by id. The log prunes itself, so it stays small even when no
 * realtime server is running.
 */
const CAPTURE_SQL = `
create schema if not exists realtime;

create table if not exists realtime.local_changes (
  id bigserial primary key,
  schema_name text not null,
  table_name text not null,
  op text not null,
  new_row jsonb,
  old_row jsonb,
  committed_at timestamptz not null default now()
);

create or replace function realtime.local_capture_change() returns trigger
language plpgsql security definer set search_path = pg_catalog as $$
declare
  change_id bigint;
begin
  insert into realtime.local_changes (schema_name, table_name, op, new_row, old_row)
  values (
    tg_table_schema, tg_table_name, tg_op,
    case when tg_op <> 'DELETE' then to_jsonb(new) end,
    case when tg_op <> 'INSERT' then to_jsonb(old) end
  )
  returning id into change_id;
  perform pg_notify('${CHANGE_CHANNEL}', change_id::text);
  if change_id % 200 = 0 then
    delete from realtime.local_changes where committed_at < now() - interval '5 minutes';
  end if;
  return null;
end
$$;

-- Keeps one capture trigger on each published table, and none elsewhere.
create or replace function realtime.local_sync_capture() returns void
language plpgsql as $$
declare
  rel regclass;
begin
  for rel in
    select c.oid::regclass
    from pg_publication_tables p
    join pg_namespace n on n.nspname = p.schemaname
    join pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
    where p.pubname = 'supabase_realtime' and p.schemaname <> 'realtime' and c.relkind = 'r'
      and not exists (select from pg_trigger t where t.tgrelid = c.oid and t.tgname = '${TRIGGER_NAME}')
  loop
    -- A table we may not put a trigger on (not its owner) must not stop the others.
    begin
      execute format(
        'create trigger ${TRIGGER_NAME} after insert or update or delete on %s
           for each row execute function realtime.local_capture_change()', rel);
    exception when insufficient_privilege then
      raise warning 'realtime: cannot capture changes of %: %', rel, sqlerrm;
    end;
  end loop;
  for rel in
    select t.tgrelid::regclass
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where t.tgname = '${TRIGGER_NAME}'
      and not exists (
        select from pg_publication_tables p
        where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname and p.tablename = c.relname)
  loop
    execute format('drop trigger ${TRIGGER_NAME} on %s', rel);
  end loop;
end
$$;

-- A failure here must never block the DDL that fired it.
create or replace function realtime.local_sync_capture_on_ddl() returns event_trigger
language plpgsql as $$
begin
  perform realtime.local_sync_capture();
exception when others then
  raise warning 'realtime change capture not updated: %', sqlerrm;
end
$$;

-- The API roles may use the realtime schema (realtime.topic() in policies); these are the server's.
revoke execute on function realtime.local_capture_change(), realtime.local_sync_capture(),
  realtime.local_sync_capture_on_ddl() from public;
`;

// Publication changes made while the server runs (a migration applied by hand, a test's
// DDL) take effect at once. Event triggers need a superuser: without one, the re-check at
// start and at each subscription still covers it.
const EVENT_TRIGGER_SQL = `
do $$
begin
  if not exists (select from pg_event_trigger where evtname = 'supabase_local_realtime_publication') then
    create event trigger supabase_local_realtime_publication on ddl_command_end
      when tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION', 'DROP PUBLICATION', 'CREATE TABLE', 'ALTER TABLE')
      execute function realtime.local_sync_capture_on_ddl();
  end if;
exception when insufficient_privilege then
  null;
end
$$;
`;

export async function installCaptureObjects(engine: Engine): Promise<void> {
  await engine.exec(CAPTURE_SQL);
  await engine.exec(EVENT_TRIGGER_SQL);
  await syncCaptureTriggers(engine);
}

export async function syncCaptureTriggers(sql: Sql): Promise<void> {
  await sql.query('select realtime.local_sync_capture()');
}
