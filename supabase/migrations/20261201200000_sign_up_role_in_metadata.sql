-- docs/product.md §3: the auth session carries the role chosen at sign-up as user_metadata.role.
-- Clients before this sent it as user_metadata.user_role only, and readers deployed before it
-- read only that; the app now sends both. So that either name is there whichever client signed
-- up, a trigger fills in the missing one when an account is created, and the accounts that
-- exist already get `role` once, here. Nothing is renamed or removed: user_role stays readable.

-- Fills in `role` from `user_role`, or `user_role` from `role`, when only one of them holds a
-- role of docs/product.md §1; other metadata, and two names that disagree, are left as sent.
create or replace function private.sign_up_role_both_names(meta jsonb) returns jsonb
language sql immutable set search_path = '' as $$
  select case
    when meta ? 'role' and meta ? 'user_role' then meta
    when meta ->> 'user_role' in ('learner', 'helper', 'both')
      then meta || jsonb_build_object('role', meta ->> 'user_role')
    when meta ->> 'role' in ('learner', 'helper', 'both')
      then meta || jsonb_build_object('user_role', meta ->> 'role')
    else meta
  end
$$;
comment on function private.sign_up_role_both_names(jsonb) is
  'User metadata with the sign-up role under both role and user_role when it had one of them.';

-- Before the insert, so the row that GoTrue and the profile trigger read already has both.
-- Security definer like the profile trigger: GoTrue's own role runs it.
create or replace function private.sign_up_role_in_metadata() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.raw_user_meta_data is not null then
    new.raw_user_meta_data := private.sign_up_role_both_names(new.raw_user_meta_data);
  end if;
  return new;
end;
$$;
comment on function private.sign_up_role_in_metadata() is
  'On sign-up, keeps the role under both user_metadata.role and user_metadata.user_role.';

create trigger on_auth_user_sign_up_role before insert on auth.users
  for each row execute function private.sign_up_role_in_metadata();

-- Accounts made before: their sessions carry `role` from their next token on.
update auth.users
set raw_user_meta_data = private.sign_up_role_both_names(raw_user_meta_data)
where raw_user_meta_data ->> 'user_role' in ('learner', 'helper', 'both')
  and not raw_user_meta_data ? 'role';
