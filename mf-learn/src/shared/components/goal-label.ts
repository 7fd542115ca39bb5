/**
 * A day's cards against its goal: "3 of 20 cards" on the way, "20 cards, goal of 4 met" once
 * passed ("20 of 4 cards" read as a mistake).
 */
export function cardsAgainstGoal(cards: number, goal: number): string {
  const counted = `${cards} ${cards === 1 ? 'card' : 'cards'}`;
  if (cards >= goal) return `${counted}, goal of ${goal} met`;
  return `${cards} of ${goal} ${goal === 1 ? 'card' : 'cards'}`;
}
