-- Usernames that look like someone else's (issue #27): "sam" followed by a zero-width space, a
-- no-break space, a right-to-left override or a tab passed the case-insensitive unique index,
-- and search showed both. Usernames are stored in NFC, so composed and decomposed accents are
-- one name, and may hold visible characters and plain spaces only: no controls, no format or
-- default-ignorable characters, no other spaces (the client's check, fields.ts, refuses the
-- same set). Existing rows are not checked (NOT VALID), so the migration applies to a hosted
-- database holding such names; they must change on their next edit.

create or replace function private.normalize_username() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.username := normalize(new.username, NFC);
  return new;
end;
$$;
comment on function private.normalize_username() is
  'Stores usernames composed (NFC), so one name has one spelling for the unique index.';

create trigger user_profile_normalize_username
  before insert or update of username on public.user_profile
  for each row execute function private.normalize_username();

alter table public.user_profile add constraint username_visible_characters check (
  username !~ '[\u0001-\u001f\u007f-\u00a0\u00ad\u034f\u061c\u115f\u1160\u1680\u17b4\u17b5\u180b-\u180f\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8]'
  and username !~ '[\U0001d173-\U0001d17a\U000e0000-\U000e0fff]'
) not valid;
