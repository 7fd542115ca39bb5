import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../context.ts';
import type { Claims } from '../engine/types.ts';

/** What a private channel's claims may do on its topic. */
export interface ChannelPolicies {
  /** May join and receive the topic's broadcasts. */
  read: boolean;
  /** May send broadcasts on it. */
  write: boolean;
}

class Verdict {
  constructor(readonly policies: ChannelPolicies) {}
}

/**
 * Hosted Realtime's authorization of a private channel: policies on realtime.messages
 * decide, with `realtime.topic()` the channel's name. In one transaction that is always
 * rolled back: a probe row is written for the topic (as the server), then, as the
 * caller's role and claims, a select that finds the probe means read and an insert that
 * the policies accept means write. A policy that fails counts as a refusal.
 */
export async function channelPolicies(
  ctx: ServerContext,
  claims: Claims,
  topic: string,
): Promise<ChannelPolicies> {
  if (claims.role === 'service_role') return { read: true, write: true };
  const probe = randomUUID();
  try {
    await ctx.runAs(claims, async (tx) => {
      await tx.query(
        `select set_config('role', 'none', true), set_config('realtime.topic', $1, true)`,
        [topic],
      );
      await tx.query(
        `insert into realtime.messages (id, topic, extension) values ($1, $2, 'broadcast')`,
        [probe, topic],
      );
      await tx.query(`select set_config('role', $1, true)`, [claims.role]);
      const { rows } = await tx.query<{ read: boolean }>(
        'select exists (select from realtime.messages where id = $1) as read',
        [probe],
      );
      const read = rows[0]?.read === true;
      let write = false;
      try {
        await tx.query(
          `insert into realtime.messages (topic, extension) values ($1, 'broadcast')`,
          [topic],
        );
        write = true;
      } catch {
        // A refused insert leaves the transaction failed: it is rolled back below anyway.
      }
      throw new Verdict({ read, write });
    });
  } catch (outcome) {
    if (outcome instanceof Verdict) return outcome.policies;
    console.error('realtime: channel authorization failed', outcome);
  }
  return { read: false, write: false };
}
