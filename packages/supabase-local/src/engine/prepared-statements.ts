/**
 * The statements one database session keeps prepared, by text, so a statement run again is
 * neither parsed nor analysed again: for a REST request that costs the database more than
 * running it (an RPC's call, json_to_record and the JSON wrapper). PGlite keeps one for its
 * single session; the PostgreSQL engine one per pooled connection.
 *
 * Everything travels in one simple-query message: the prelude (settings), `prepare` the
 * first time, `execute` with the arguments as literals, and `deallocate` of the least
 * recently used past the limit. A message that fails may stop anywhere in it, so after a
 * failure the session deallocates everything and this list starts again (`forget`).
 */

/** Statements kept prepared at most: REST renders a few shapes per table and request kind. */
const MAX_PREPARED = 500;

export interface PreparedRun {
  /** The message to send. */
  text: string;
  /** Index of the statement's result among the message's results. */
  at: number;
  /** Whether the message prepares the statement (the first run of its text). */
  prepares: boolean;
  /** Call once the message succeeded: a statement it prepares is then known prepared. */
  done(): void;
}

export class PreparedStatements {
  private readonly names = new Map<string, string>();
  private nextName = 1;
  /** Bumped by `forget`: a PREPARE answered after it may have been deallocated since. */
  private forgotten = 0;

  constructor(private readonly max = MAX_PREPARED) {}

  run(prelude: string[], text: string, args: string[]): PreparedRun {
    let name = this.names.get(text);
    const script = [...prelude];
    const prepares = name === undefined;
    if (name === undefined) {
      name = `supabase_local_${this.nextName++}`;
      script.push(`prepare ${name} as ${text}`);
    } else {
      // Moved to the end at once, so a run sent before this one's answer still finds it:
      // the map's order is least recently used first.
      this.names.delete(text);
      this.names.set(text, name);
    }
    const at = script.length;
    script.push(`execute ${name}${args.length > 0 ? `(${args.join(', ')})` : ''}`);
    const evicted = [...this.names]
      .filter(([known]) => known !== text)
      .slice(0, Math.max(0, this.names.size + (prepares ? 1 : 0) - this.max));
    for (const [oldText, oldName] of evicted) {
      this.names.delete(oldText);
      script.push(`deallocate ${oldName}`);
    }
    const kept = name;
    const epoch = this.forgotten;
    return {
      text: script.join(';\n'),
      at,
      prepares,
      done: () => {
        if (prepares && epoch === this.forgotten) this.names.set(text, kept);
      },
    };
  }

  /** After a failure or a `deallocate all`: nothing is known to be prepared any more. */
  forget(): void {
    this.names.clear();
    this.forgotten++;
  }
}
