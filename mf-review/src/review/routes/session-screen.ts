/**
 * The session screen's chunk, with ts-fsrs for the intervals under the score buttons: the
 * route table loads it with the route, and the setup screen starts it when the learner
 * reaches for the start button, so the day's mutation and the download overlap (docs/performance.md).
 */
export const loadSessionScreen = () => import('./review-session-page.tsx');
