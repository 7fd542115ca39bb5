-- A card's language is its phrase's (user_card_lang_matches_phrase), so a phrase may not move
-- to another language once it exists: other people's cards would be left in the wrong deck.
create or replace function private.phrase_lang_is_fixed() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.lang is distinct from old.lang then
    raise exception 'A phrase''s language cannot change once it is created'
      using errcode = '23514', constraint = 'phrase_lang_fixed';
  end if;
  return new;
end
$$;
comment on function private.phrase_lang_is_fixed() is 'Refuses changing phrase.lang.';

create trigger phrase_lang_fixed before update of lang on public.phrase
  for each row execute function private.phrase_lang_is_fixed();
