import type { ServerContext } from '../context.ts';
import type { RealtimeHub } from './hub.ts';

/** NOTIFY channel of realtime.messages' broadcast rows (db/baseline.sql); the payload is a row id. */
export const MESSAGE_CHANNEL = 'supabase_local_realtime_messages';

/** The most messages read back in one query; a larger burst is read in several. */
const BATCH_SIZE = 500;

interface MessageRow {
  id: string;
  topic: string;
  event: string | null;
  payload: unknown;
  private: boolean | null;
}

/**
 * Broadcast from the database: rows that realtime.send (or any insert) puts in
 * realtime.messages with extension 'broadcast' are announced by id after commit; each is
 * read back and sent to the channels joined to its topic with the same privacy, shaped as
 * hosted Realtime sends them (`meta.id` is the row's id). Ids that arrive while a read is
 * under way are read together in the next one, so a burst costs a query per batch, not
 * one per message, and messages go out in the order they were announced.
 */
export class DatabaseBroadcasts {
  private unlisten: (() => Promise<void>) | null = null;
  private starting: Promise<void> | null = null;
  private pending: string[] = [];
  private draining: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly ctx: ServerContext,
    private readonly hub: Pick<RealtimeHub, 'broadcast'>,
  ) {}

  start(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.starting ??= this.ctx.engine
      .listen(MESSAGE_CHANNEL, (id) => this.enqueue(id))
      .then((unlisten) => {
        this.unlisten = unlisten;
      });
    return this.starting;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.starting?.catch(() => undefined);
    await this.unlisten?.();
    await this.draining?.catch(() => undefined);
  }

  private enqueue(id: string): void {
    if (this.closed) return;
    this.pending.push(id);
    this.draining ??= this.drain()
      .catch((err: unknown) => console.error('realtime: broadcast from the database failed', err))
      .finally(() => {
        this.draining = null;
      });
  }

  private async drain(): Promise<void> {
    // Lets the NOTIFYs of one commit, which arrive together, join the first read.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (this.pending.length > 0 && !this.closed) {
      await this.deliver(this.pending.splice(0, BATCH_SIZE));
    }
  }

  private async deliver(ids: string[]): Promise<void> {
    const { rows } = await this.ctx.engine.query<MessageRow>(
      `select m.id, m.topic, m.event, m.payload, m.private
       from unnest($1::uuid[]) with ordinality as announced(id, position)
       join realtime.messages m on m.id = announced.id
       where m.extension = 'broadcast'
       order by announced.position`,
      [ids],
    );
    for (const row of rows) {
      if (this.closed) return;
      this.hub.broadcast(
        `realtime:${row.topic}`,
        row.private !== false,
        { type: 'broadcast', event: row.event, payload: row.payload, meta: { id: row.id } },
        null,
      );
    }
  }
}
