/**
 * Why a user learns a language (docs/product.md §1). Apart from the deck schemas, so that code
 * reading a stored goal does not bring the validation library with it.
 */
export const learningGoals = ['visiting', 'family', 'moving'] as const;
export type LearningGoal = (typeof learningGoals)[number];
