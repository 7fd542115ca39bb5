export {
  CardStatusControl,
  cardStatusLabels,
  type CardStatus,
  type CardStatusControlProps,
} from './CardStatusControl.tsx';
