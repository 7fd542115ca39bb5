/** The location state of a thread opened from the keyboard: its composer takes the focus. */
export const OPEN_TO_WRITE = { write: true } as const;

export const openedToWrite = (state: unknown): boolean =>
  (state as { write?: unknown } | null)?.write === true;
