-- Every phrase has at least one translation (product §5's 'Please add at least one
-- translation'). The forms and every RPC that adds a phrase add its translation in the same
-- transaction, so the check waits for the commit: inside a transaction the order of the two
-- inserts does not matter, but a phrase inserted alone through the table API, or left without
-- its last translation, is refused. A phrase deleted with its translations is not checked.
create function private.require_a_translation() returns trigger
language plpgsql set search_path = '' as $$
declare
  checked uuid;
begin
  -- Separate statements: a PL/pgSQL expression naming old.phrase_id fails on phrase rows.
  if tg_table_name = 'phrase' then
    checked := new.id;
  else
    checked := old.phrase_id;
  end if;
  if exists (select from public.phrase p where p.id = checked)
     and not exists (select from public.phrase_translation t where t.phrase_id = checked) then
    raise exception 'Please add at least one translation'
      using errcode = '23514', detail = 'A phrase keeps at least one translation.';
  end if;
  return null;
end;
$$;
comment on function private.require_a_translation() is
  'At commit: the phrase a row belongs to, if it still exists, has a translation.';

create constraint trigger phrase_has_a_translation after insert on public.phrase
  deferrable initially deferred
  for each row execute function private.require_a_translation();
create constraint trigger phrase_keeps_a_translation
  after delete or update of phrase_id on public.phrase_translation
  deferrable initially deferred
  for each row execute function private.require_a_translation();
