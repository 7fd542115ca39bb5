/**
 * The learner the demo seed and the schedule tests simulate: FSRS-6 with these parameters is
 * how they really forget, while the app schedules them with its defaults until they fit their
 * own. They are the FSRS-6 defaults of the FSRS reference implementation with a slower growth
 * of stability after a recall (w8 1.87 → 1.40): someone who forgets sooner than FSRS-5's
 * defaults expect, so a fitted schedule has something to find.
 */
export const simulatedLearnerParameters: readonly number[] = Object.freeze([
  0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.4, 0.1666, 0.796, 1.4835, 0.0614,
  0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
]);
