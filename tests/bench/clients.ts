/** What the benchmarks share to drive clients and to say how busy the machine was. */
import os from 'node:os';
import { percentile } from './percentile.ts';

export interface Phase {
  count: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
}

/**
 * `clients` loops, each one request at a time, for `seconds`; a request resolves ok or not
 * (a rejection counts as not).
 * With `paceMs`, each client starts a request at most every `paceMs`, the clients' starts
 * spread evenly over the first `paceMs`.
 */
export async function phase(
  seconds: number,
  clients: number,
  request: (client: number, i: number) => Promise<boolean>,
  paceMs = 0,
): Promise<Phase> {
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      // Paced clients start spread over one pace, as people do, not all in the same instant.
      if (paceMs > 0) await new Promise((r) => setTimeout(r, (paceMs * client) / clients));
      for (let i = 0; Date.now() < end; i++) {
        const t0 = performance.now();
        const ok = await request(client, i).catch(() => false);
        const elapsed = performance.now() - t0;
        if (ok) latencies.push(elapsed);
        else errors++;
        if (paceMs > elapsed) await new Promise((r) => setTimeout(r, paceMs - elapsed));
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  return {
    count: latencies.length,
    errors,
    perSecond: latencies.length / wall,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}

/** The load average over 1, 5 and 15 minutes, and the cores: the figures depend on both. */
export function loadAverage(): string {
  const [one, five, fifteen] = os.loadavg().map((l) => l.toFixed(1));
  return `${one} ${five} ${fifteen} on ${os.cpus().length} cores`;
}
