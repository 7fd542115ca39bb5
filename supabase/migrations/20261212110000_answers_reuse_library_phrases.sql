-- A library holds a phrase once (20261212100000), and two ways of writing one failed on a
-- phrase it already had: answering a card request ("Gracias" to "How do I say thank you?")
-- and recommending a new phrase in a chat. Both now take the library's phrase, as
-- make_correction_card does, adding the writer's translation to it when it lacks it.

-- What an answer already recorded returns when asked again: the phrase, and whether the
-- requester has its card (20261121233800's retry result).
create function private.answer_result(req public.phrase_request, answer uuid, me uuid)
returns jsonb
language sql stable set search_path = '' as $$
  select private.phrase_result(answer, me) || jsonb_build_object(
    'request', to_jsonb(req),
    'requester_card_added', exists (select from public.user_card c
      where c.uid = req.requester_uid and c.phrase_id = answer))
$$;
revoke execute on function private.answer_result(public.phrase_request, uuid, uuid)
  from public, anon;

-- fulfill_phrase_request as 20261121233800 defined it (the requester's own answer is still
-- refused by 20261211200000's trigger), except:
--   - an answer whose phrase the library has (private.phrase_in_library) is that phrase: the
--     helper's translation is added to it unless it has it, and no phrase is inserted;
--   - that phrase may already answer the request: it is not recorded twice (the first
--     answerer stays its author), and the call returns what a retry returns;
--   - a retry after such an answer finds no phrase with its client-made id (none was
--     inserted): finding its answer and its translation there, it returns as a retry does,
--     before the cancelled check as the retry of a new phrase does.
create or replace function public.fulfill_phrase_request(
  request_id uuid, phrase_text text, translation_lang text, translation_text text,
  phrase_id uuid default null)
returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := private.require_uid();
  req public.phrase_request;
  target uuid;
  tr_lang text;
  tr_text text;
  answered boolean;
  requester_card public.user_card;
begin
  select r.* into req from public.phrase_request r
  where r.id = fulfill_phrase_request.request_id for update;
  if not found then
    raise exception 'Request not found' using errcode = 'P0002';
  end if;
  if private.phrase_already_added(fulfill_phrase_request.phrase_id, me) then
    if not exists (select from public.phrase_request_answer a
                   where a.request_id = req.id
                     and a.phrase_id = fulfill_phrase_request.phrase_id) then
      raise exception 'This phrase id is already used' using errcode = '23505';
    end if;
    return private.answer_result(req, fulfill_phrase_request.phrase_id, me);
  end if;
  target := private.phrase_in_library(req.lang, phrase_text, null);
  if target is not null
     and exists (select from public.phrase_request_answer a
                 where a.request_id = req.id and a.phrase_id = target and a.answered_by = me)
     and exists (select from public.phrase_translation t
                 where t.phrase_id = target and t.lang = translation_lang
                   and t.text = btrim(translation_text)) then
    return private.answer_result(req, target, me);
  end if;
  if req.status = 'cancelled' then
    raise exception 'This request was cancelled' using errcode = '22023';
  end if;
  if target is null then
    insert into public.phrase (id, lang, text, added_by)
    values (coalesce(fulfill_phrase_request.phrase_id, gen_random_uuid()), req.lang,
      private.require_text(phrase_text, 'Please enter a phrase'), me)
    returning id into target;
  end if;
  tr_lang := private.require_lang(translation_lang, 'Provide a language for the translation');
  tr_text := private.require_text(translation_text, 'Please enter a translation');
  perform private.add_translation_once(target, tr_lang, tr_text, me);
  -- The requester's own answer is refused here, by the table's trigger, which runs before
  -- the conflict is looked for: also when another helper's answer already gave this phrase.
  insert into public.phrase_request_answer (request_id, phrase_id, answered_by)
  values (req.id, target, me)
  on conflict on constraint phrase_request_answer_pkey do nothing
  returning true into answered;
  if answered is null then
    return private.answer_result(req, target, me);
  end if;
  if req.status = 'pending' then
    update public.phrase_request r set status = 'fulfilled', fulfilled_at = now()
    where r.id = req.id returning * into req;
    requester_card := private.add_card_if_deck(req.requester_uid, target, req.lang);
  end if;
  return private.phrase_result(target, me) || jsonb_build_object(
    'request', to_jsonb(req), 'requester_card_added', requester_card.id is not null);
end;
$$;
comment on function public.fulfill_phrase_request(uuid, text, text, text, uuid) is
  'Answers a phrase request with a phrase, the library''s when it has it (adding the translation), else a new one; the first answer fulfils it and adds the card to the requester''s deck. Idempotent on phrase_id.';

-- The answers as 20261121233600 listed them, each also naming who gave it: a phrase the
-- library had is someone else's (added_by), and the answer is its helper's (answered_by).
create or replace view public.meta_phrase_request with (security_invoker = true) as
  select r.id, r.requester_uid, r.lang, r.prompt, r.status, r.created_at, r.updated_at,
    r.fulfilled_at,
    (select jsonb_build_object('uid', pp.uid, 'username', pp.username,
                               'avatar_path', pp.avatar_path)
       from public.public_profile pp where pp.uid = r.requester_uid) as requester,
    coalesce((
      select jsonb_agg(jsonb_build_object(
          'id', p.id, 'lang', p.lang, 'text', p.text, 'added_by', p.added_by,
          'answered_by', a.answered_by, 'created_at', a.created_at,
          'translations', coalesce((
            select jsonb_agg(jsonb_build_object('id', t.id, 'lang', t.lang, 'text', t.text)
                             order by t.created_at)
            from public.phrase_translation t where t.phrase_id = p.id), '[]'::jsonb))
        order by a.created_at)
      from public.phrase_request_answer a join public.phrase p on p.id = a.phrase_id
      where a.request_id = r.id
    ), '[]'::jsonb) as phrases
  from public.phrase_request r;

-- The phrase a chat recommends when its sender writes one (docs/product.md "Recommend a
-- phrase"): add_phrase refuses a phrase the library has, as the add-phrase form wants, so
-- the recommendation would fail. This takes the library's phrase then, adding the written
-- translation when it lacks it, else adds the phrase as add_phrase does. Either way the
-- phrase goes in the caller's deck, as add_phrase's did, when they have the deck and no card
-- of it yet (a card they set aside stays so). It writes only the phrase: the messages are
-- the client's, under the chat's policy (friends only). Invoker's rights, as add_phrase.
create function public.add_or_reuse_phrase(
  lang text, phrase_text text, translation_lang text, translation_text text,
  phrase_id uuid default null)
returns jsonb
language plpgsql security invoker set search_path = '' as $$
declare
  me uuid := private.require_uid();
  sentence text;
  tr_lang text;
  tr_text text;
  target uuid;
begin
  -- A retry of a phrase this call added; a retry after a reuse finds the library's again.
  if private.phrase_already_added(add_or_reuse_phrase.phrase_id, me) then
    return private.phrase_result(add_or_reuse_phrase.phrase_id, me);
  end if;
  perform private.require_lang(add_or_reuse_phrase.lang, 'Select a language to start learning');
  sentence := private.require_text(phrase_text, 'Please enter a phrase');
  tr_lang := private.require_lang(translation_lang, 'Provide a language for the translation');
  tr_text := private.require_text(translation_text, 'Please enter a translation');
  target := private.phrase_in_library(add_or_reuse_phrase.lang, sentence, null);
  if target is null then
    insert into public.phrase (id, lang, text, added_by)
    values (coalesce(add_or_reuse_phrase.phrase_id, gen_random_uuid()),
            add_or_reuse_phrase.lang, sentence, me)
    returning id into target;
  end if;
  perform private.add_translation_once(target, tr_lang, tr_text, me);
  if not exists (select from public.user_card c where c.uid = me and c.phrase_id = target) then
    perform private.add_card_if_deck(me, target, add_or_reuse_phrase.lang);
  end if;
  return private.phrase_result(target, me);
end;
$$;
comment on function public.add_or_reuse_phrase(text, text, text, text, uuid) is
  'The phrase a recommendation sends: the library''s when it has the text (adding the translation when new), else a new one; a card when the caller has the deck. Idempotent on phrase_id.';
revoke execute on function public.add_or_reuse_phrase(text, text, text, text, uuid)
  from public, anon;
grant execute on function public.add_or_reuse_phrase(text, text, text, text, uuid)
  to authenticated;
