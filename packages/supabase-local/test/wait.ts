/**
 * Waits until `check` holds. The limit only bounds a test that will never pass; it is not a
 * timing claim (figures belong in tests/bench).
 */
export async function waitFor(check: () => boolean, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Gives events that should not arrive the time to show up if they were going to. */
export const settle = (ms = 400) => new Promise((r) => setTimeout(r, ms));
