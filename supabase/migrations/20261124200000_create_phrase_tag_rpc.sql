-- Tagging a phrase from its page (docs/product.md §3 language tags): "create or link" in one
-- call, so two people adding the same new tag at once end up sharing one tag row, and a
-- different capitalisation ("Food" for "food") links the tag that exists.

-- A database that already holds tags differing only by case or outer spaces ("Food", "food")
-- could not take the index below: such tags are merged into the oldest of them first, which
-- takes over their phrases (issue #27). Where there are none, this changes nothing.
insert into public.phrase_tag (phrase_id, tag_id, added_by, created_at)
select pt.phrase_id, m.keeper, pt.added_by, pt.created_at
from public.phrase_tag pt
join (
  select t.id, first_value(t.id) over (
    partition by t.lang, lower(btrim(t.name)) order by t.created_at, t.id) as keeper
  from public.tag t
) m on m.id = pt.tag_id and m.id <> m.keeper
on conflict (phrase_id, tag_id) do nothing;
delete from public.tag t
using (
  select d.id, first_value(d.id) over (
    partition by d.lang, lower(btrim(d.name)) order by d.created_at, d.id) as keeper
  from public.tag d
) m
where t.id = m.id and m.id <> m.keeper;

create unique index if not exists tag_lang_lower_name_key on public.tag (lang, lower(btrim(name)));

create or replace function public.add_phrase_tag(phrase_id uuid, tag_name text)
returns public.tag
language plpgsql security invoker set search_path = '' as $$
declare
  me uuid := private.require_uid();
  name_given text := btrim(coalesce(tag_name, ''));
  phrase_lang text;
  found_tag public.tag;
begin
  if char_length(name_given) not between 1 and 40 then
    raise exception 'A tag has 1 to 40 characters' using errcode = '22023';
  end if;
  select p.lang into phrase_lang from public.phrase p where p.id = add_phrase_tag.phrase_id;
  if phrase_lang is null then
    raise exception 'Phrase not found' using errcode = 'P0002';
  end if;
  insert into public.tag (lang, name, added_by) values (phrase_lang, name_given, me)
  on conflict do nothing;
  select t.* into found_tag from public.tag t
  where t.lang = phrase_lang and lower(btrim(t.name)) = lower(name_given);
  insert into public.phrase_tag (phrase_id, tag_id, added_by)
  values (add_phrase_tag.phrase_id, found_tag.id, me)
  on conflict do nothing;
  return found_tag;
end;
$$;
comment on function public.add_phrase_tag(uuid, text) is
  'Tags a phrase, creating the tag in the phrase''s language when no tag of that name (any case) exists. Repeating it changes nothing.';

revoke execute on function public.add_phrase_tag(uuid, text) from public, anon;
grant execute on function public.add_phrase_tag(uuid, text) to authenticated, service_role;
