/**
 * A day's cards against its goal: "3 of 20 cards" on the way, "20 cards, goal of 4 met" once
 * passed ("20 of 4 cards" read as a mistake).
 */
export function cardsAgainstGoal(cards: number, goal: number): string {
  if (cards >= goal) return `${cardsLabel(cards)}, goal of ${goal} met`;
  return `${cards} of ${cardsLabel(goal)}`;
}

/** "1 card", "3 cards". */
export const cardsLabel = (count: number) => `${count} ${count === 1 ? 'card' : 'cards'}`;
