-- Tagging a phrase from its page (docs/product.md §3 language tags): "create or link" in one
-- call, so two people adding the same new tag at once end up sharing one tag row, and a
-- different capitalisation ("Food" for "food") links the tag that exists.

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
