// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { setRuntimeConfig } from '../client/runtime-config.ts';
import { getSupabase } from '../client/supabase-client.ts';
import { joinUserChannel, type UserChannelListener } from './user-channel.ts';

// Nothing listens there: the channels are created, never joined.
setRuntimeConfig({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'anon-key' });

const listener = (): UserChannelListener => ({
  events: ['chat_message'],
  onBroadcast: () => {},
  catchUp: () => {},
});

/** The realtime client's channels once a channel had time to open. */
async function openChannels() {
  const realtime = await getSupabase().realtime();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return realtime.getChannels();
}

it('opens one private channel per user, shared by every view, closed when the last one leaves', async () => {
  const uid = '00000000-0000-0000-0000-0000000000a1';
  const leaveThread = joinUserChannel(uid, listener());
  const leaveList = joinUserChannel(uid, listener());
  const open = await openChannels();
  expect(open.map((channel) => channel.topic)).toEqual([`realtime:user:${uid}`]);
  expect(open[0]?.params.config.private).toBe(true);

  leaveThread();
  expect(await openChannels()).toHaveLength(1);
  leaveList();
  expect(await openChannels()).toHaveLength(0);
});

it('opens nothing for a view that left before the realtime client was loaded', async () => {
  const leave = joinUserChannel('00000000-0000-0000-0000-0000000000a2', listener());
  leave();
  expect(await openChannels()).toHaveLength(0);
});
