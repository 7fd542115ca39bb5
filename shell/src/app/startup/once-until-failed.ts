/**
 * `start` run once, on the first call, and its promise shared by every later call; a failure is
 * forgotten, so the next call tries again.
 */
export function onceUntilFailed<T>(start: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= start().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
