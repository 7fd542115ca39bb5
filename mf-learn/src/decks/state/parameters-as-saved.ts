/**
 * The FSRS parameters a deck uses as the learner last chose: a 'Back to default' that waits to
 * be saved means none (the default set), a 'Use my schedule' the learner's set as read now (the
 * server copies it as the save arrives); otherwise, or before that set is read, the stored ones.
 */
export function parametersAsSaved(
  stored: readonly number[] | null,
  waitingSource: 'default' | 'learner' | undefined,
  learner: readonly number[] | undefined,
): readonly number[] | null {
  if (waitingSource === 'default') return null;
  if (waitingSource === 'learner' && learner) return learner;
  return stored;
}
