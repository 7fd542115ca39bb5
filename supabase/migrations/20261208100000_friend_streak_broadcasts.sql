-- A shared streak's every change (invited, accepted, declined, cancelled, ended) is broadcast
-- to both members' private channels (docs/architecture.md, live views), so each member's
-- screens follow it live. Before, only its notification told them, and a member who muted
-- 'streaks' heard nothing.
create trigger friend_streak_broadcasts after insert or update on public.friend_streak
  for each row execute function private.broadcast_row('friend_streak', 'uid_less', 'uid_more');
