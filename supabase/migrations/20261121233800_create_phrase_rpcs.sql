-- Multi-step writes the screens need in one transaction: add a phrase with a translation
-- and a card, bulk add, answer a request, accept a recommendation. Validation messages are
-- docs/product.md §5's, so a client that skips its own checks shows the same text.

-- Adds a card for a phrase when the user has a deck in its language; returns the card or null.
create or replace function private.add_card_if_deck(for_uid uuid, for_phrase uuid, for_lang text)
returns public.user_card
language plpgsql set search_path = '' as $$
declare
  card public.user_card;
begin
  if not exists (select from public.user_deck d where d.uid = for_uid and d.lang = for_lang) then
    return null;
  end if;
  insert into public.user_card (uid, phrase_id, lang, status)
  values (for_uid, for_phrase, for_lang, 'active')
  on conflict (uid, phrase_id) do update set status = 'active'
  returning * into card;
  return card;
end;
$$;

-- A phrase as the RPCs return it: the phrase, all its translations, and for_uid's card.
create or replace function private.phrase_result(for_phrase uuid, for_uid uuid) returns jsonb
language sql stable set search_path = '' as $$
  select jsonb_build_object(
    'phrase', to_jsonb(p),
    'translations', coalesce((select jsonb_agg(to_jsonb(t) order by t.created_at, t.id)
      from public.phrase_translation t where t.phrase_id = p.id), '[]'::jsonb),
    'card', (select to_jsonb(c) from public.user_card c where c.uid = for_uid and c.phrase_id = p.id))
  from public.phrase p where p.id = for_phrase
$$;

-- Client-made phrase ids make the adding RPCs safe to retry: true when the phrase already
-- exists (added by the caller), an error when the id is someone else's.
create or replace function private.phrase_already_added(new_id uuid, me uuid) returns boolean
language plpgsql stable set search_path = '' as $$
declare
  author uuid;
begin
  if new_id is null then
    return false;
  end if;
  select p.added_by into author from public.phrase p where p.id = new_id;
  if not found then
    return false;
  end if;
  if author is distinct from me then
    raise exception 'This phrase id belongs to someone else' using errcode = '42501';
  end if;
  return true;
end;
$$;

create or replace function private.require_text(value text, message text) returns text
language plpgsql immutable set search_path = '' as $$
begin
  if value is null or btrim(value) = '' then
    raise exception '%', message using errcode = '22023';
  end if;
  return btrim(value);
end;
$$;

create or replace function private.require_lang(value text, message text) returns text
language plpgsql immutable set search_path = '' as $$
begin
  if value is null or value !~ '^[a-z]{3}$' then
    raise exception '%', message using errcode = '22023';
  end if;
  return value;
end;
$$;

create or replace function public.add_phrase(
  lang text, phrase_text text, translation_lang text, translation_text text, phrase_id uuid default null)
returns jsonb
language plpgsql security invoker set search_path = '' as $$
declare
  me uuid := private.require_uid();
  p public.phrase;
begin
  if private.phrase_already_added(add_phrase.phrase_id, me) then
    return private.phrase_result(add_phrase.phrase_id, me);
  end if;
  insert into public.phrase (id, lang, text, added_by)
  values (coalesce(add_phrase.phrase_id, gen_random_uuid()),
    private.require_lang(add_phrase.lang, 'Select a language to start learning'),
    private.require_text(phrase_text, 'Please enter a phrase'), me)
  returning * into p;
  insert into public.phrase_translation (phrase_id, lang, text, added_by)
  values (p.id, private.require_lang(translation_lang, 'Provide a language for the translation'),
    private.require_text(translation_text, 'Please enter a translation'), me);
  perform private.add_card_if_deck(me, p.id, p.lang);
  return private.phrase_result(p.id, me);
end;
$$;
comment on function public.add_phrase(text, text, text, text, uuid) is
  'Adds a phrase with one translation and, when the caller has that deck, a card for it. Idempotent on phrase_id.';

-- phrases: [{"id": optional client-made uuid, "phrase_text": "...", "translations": [{"lang": "eng", "text": "..."}]}, ...]
create or replace function public.bulk_add_phrases(lang text, phrases jsonb)
returns jsonb
language plpgsql security invoker set search_path = '' as $$
declare
  me uuid := private.require_uid();
  item jsonb;
  tr jsonb;
  new_id uuid;
  p public.phrase;
  result jsonb := '[]'::jsonb;
begin
  perform private.require_lang(bulk_add_phrases.lang, 'Select a language to start learning');
  if phrases is null or jsonb_typeof(phrases) <> 'array' or jsonb_array_length(phrases) = 0 then
    raise exception 'Please add at least one phrase' using errcode = '22023';
  end if;
  for item in select value from jsonb_array_elements(phrases) loop
    new_id := (item ->> 'id')::uuid;
    if private.phrase_already_added(new_id, me) then
      result := result || private.phrase_result(new_id, me);
      continue;
    end if;
    if jsonb_typeof(item -> 'translations') is distinct from 'array'
       or jsonb_array_length(item -> 'translations') = 0 then
      raise exception 'Please add at least one translation' using errcode = '22023';
    end if;
    insert into public.phrase (id, lang, text, added_by)
    values (coalesce(new_id, gen_random_uuid()), bulk_add_phrases.lang,
      private.require_text(item ->> 'phrase_text', 'Please enter a phrase'), me)
    returning * into p;
    for tr in select value from jsonb_array_elements(item -> 'translations') loop
      insert into public.phrase_translation (phrase_id, lang, text, added_by)
      values (p.id, private.require_lang(tr ->> 'lang', 'Provide a language for the translation'),
        private.require_text(tr ->> 'text', 'Please enter a translation'), me);
    end loop;
    perform private.add_card_if_deck(me, p.id, p.lang);
    result := result || private.phrase_result(p.id, me);
  end loop;
  return result;
end;
$$;
comment on function public.bulk_add_phrases(text, jsonb) is
  'Adds several phrases with their translations (and cards when the caller has the deck), all or nothing. Items with a known id are returned as they are.';

-- Anyone signed in may answer. The first answer fulfils the request and puts the phrase in
-- the requester's deck, which the answerer may not write to directly: hence owner rights.
create or replace function public.fulfill_phrase_request(
  request_id uuid, phrase_text text, translation_lang text, translation_text text, phrase_id uuid default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_uid();
  req public.phrase_request;
  p public.phrase;
  requester_card public.user_card;
begin
  select r.* into req from public.phrase_request r where r.id = fulfill_phrase_request.request_id for update;
  if not found then
    raise exception 'Request not found' using errcode = 'P0002';
  end if;
  if private.phrase_already_added(fulfill_phrase_request.phrase_id, me) then
    if not exists (select from public.phrase_request_answer a
                   where a.request_id = req.id and a.phrase_id = fulfill_phrase_request.phrase_id) then
      raise exception 'This phrase id is already used' using errcode = '23505';
    end if;
    return private.phrase_result(fulfill_phrase_request.phrase_id, me) || jsonb_build_object(
      'request', to_jsonb(req),
      'requester_card_added', exists (select from public.user_card c
        where c.uid = req.requester_uid and c.phrase_id = fulfill_phrase_request.phrase_id));
  end if;
  if req.status = 'cancelled' then
    raise exception 'This request was cancelled' using errcode = '22023';
  end if;
  insert into public.phrase (id, lang, text, added_by)
  values (coalesce(fulfill_phrase_request.phrase_id, gen_random_uuid()), req.lang,
    private.require_text(phrase_text, 'Please enter a phrase'), me)
  returning * into p;
  insert into public.phrase_translation (phrase_id, lang, text, added_by)
  values (p.id, private.require_lang(translation_lang, 'Provide a language for the translation'),
    private.require_text(translation_text, 'Please enter a translation'), me);
  insert into public.phrase_request_answer (request_id, phrase_id, answered_by) values (req.id, p.id, me);
  if req.status = 'pending' then
    update public.phrase_request r set status = 'fulfilled', fulfilled_at = now()
    where r.id = req.id returning * into req;
    requester_card := private.add_card_if_deck(req.requester_uid, p.id, req.lang);
  end if;
  return private.phrase_result(p.id, me) || jsonb_build_object(
    'request', to_jsonb(req), 'requester_card_added', requester_card.id is not null);
end;
$$;
comment on function public.fulfill_phrase_request(uuid, text, text, text, uuid) is
  'Answers a phrase request with a new phrase; the first answer fulfils it and adds the card to the requester''s deck. Idempotent on phrase_id.';

-- The recipient of a recommendation takes the phrase into their deck (made if missing) and
-- the sender gets an "accepted" message linked to it. Repeating it returns the same result.
create or replace function public.accept_recommendation(message_id uuid)
returns jsonb
language plpgsql security invoker set search_path = '' as $$
declare
  me uuid := private.require_uid();
  rec public.chat_message;
  phrase_lang text;
  card public.user_card;
  reply public.chat_message;
begin
  select m.* into rec from public.chat_message m
  where m.id = accept_recommendation.message_id and m.recipient_uid = me and m.message_type = 'recommendation';
  if not found then
    raise exception 'Recommendation not found' using errcode = 'P0002';
  end if;
  select p.lang into phrase_lang from public.phrase p where p.id = rec.phrase_id;
  if phrase_lang is null then
    raise exception 'The recommended phrase no longer exists' using errcode = 'P0002';
  end if;
  insert into public.user_deck (uid, lang) values (me, phrase_lang) on conflict (uid, lang) do nothing;
  card := private.add_card_if_deck(me, rec.phrase_id, phrase_lang);
  select m.* into reply from public.chat_message m
  where m.related_message_id = rec.id and m.sender_uid = me and m.message_type = 'accepted';
  if not found then
    insert into public.chat_message (sender_uid, recipient_uid, message_type, lang, phrase_id, related_message_id)
    values (me, rec.sender_uid, 'accepted', phrase_lang, rec.phrase_id, rec.id)
    returning * into reply;
  end if;
  return jsonb_build_object('card', to_jsonb(card), 'message', to_jsonb(reply));
end;
$$;
comment on function public.accept_recommendation(uuid) is
  'Adds a recommended phrase to the caller''s deck and tells the sender with an "accepted" message.';

revoke execute on function public.add_phrase(text, text, text, text, uuid) from public, anon;
revoke execute on function public.bulk_add_phrases(text, jsonb) from public, anon;
revoke execute on function public.fulfill_phrase_request(uuid, text, text, text, uuid) from public, anon;
revoke execute on function public.accept_recommendation(uuid) from public, anon;
grant execute on function public.add_phrase(text, text, text, text, uuid) to authenticated, service_role;
grant execute on function public.bulk_add_phrases(text, jsonb) to authenticated, service_role;
grant execute on function public.fulfill_phrase_request(uuid, text, text, text, uuid) to authenticated, service_role;
grant execute on function public.accept_recommendation(uuid) to authenticated, service_role;
