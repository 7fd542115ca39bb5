/**
 * Reviews (after each card's first) a deck needs before its schedule is fitted. fsrs-rs fits
 * all 21 parameters from 64 training items and below that returns its own defaults; fitted
 * on so few, 21 parameters follow noise, so the optimiser is offered from 400.
 */
export const MIN_REVIEWS_TO_OPTIMISE = 400;
