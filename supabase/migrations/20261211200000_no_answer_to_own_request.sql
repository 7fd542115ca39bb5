-- A request asks others for a phrase (docs/product.md "Requests"): its requester answering it
-- would fulfil it with their own phrase and put that in their deck as a helper's answer. The
-- rule is the table's, so it holds for fulfill_phrase_request and any writer after it; the
-- refusal undoes the phrase that call made before the answer.
create function private.refuse_own_request_answer() returns trigger
language plpgsql set search_path = '' as $$
begin
  if exists (select from public.phrase_request r
             where r.id = new.request_id and r.requester_uid = new.answered_by) then
    raise exception 'You cannot answer your own request' using errcode = '22023';
  end if;
  return new;
end;
$$;
revoke execute on function private.refuse_own_request_answer() from public;
create trigger phrase_request_answer_not_by_requester before insert on public.phrase_request_answer
  for each row execute function private.refuse_own_request_answer();
