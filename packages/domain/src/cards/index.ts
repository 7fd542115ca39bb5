export { cardStatuses, isCardStatus, type CardStatus } from './card-status.ts';
