-- Error reports come from anyone, signed in or not, so their size and their pace are bounded
-- here, where no client can skip the check: the context at most 8,000 bytes of JSON, and per
-- minute at most 30 reports from one signed-in user and 120 from all anonymous visitors
-- together. Over the pace, the insert fails with PT429, which PostgREST answers with 429.

alter table public.user_client_event
  add constraint client_event_context_at_most_8000 check (octet_length(context::text) <= 8000);

create index user_client_event_recent_idx on public.user_client_event (uid, created_at);

create or replace function private.limit_client_events() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  recent integer;
  allowed integer;
begin
  if new.uid is null then
    allowed := 120;
    select count(*) into recent from public.user_client_event e
     where e.uid is null and e.created_at > now() - interval '1 minute';
  else
    allowed := 30;
    select count(*) into recent from public.user_client_event e
     where e.uid = new.uid and e.created_at > now() - interval '1 minute';
  end if;
  if recent >= allowed then
    raise exception 'Too many error reports; try again in a minute'
      using errcode = 'PT429', detail = format('At most %s reports a minute', allowed);
  end if;
  return new;
end
$$;
comment on function private.limit_client_events() is 'Refuses client error reports past 30 a minute per user, 120 a minute for all anonymous visitors.';

create trigger user_client_event_pace before insert on public.user_client_event
  for each row execute function private.limit_client_events();
