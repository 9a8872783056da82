export { CanteensScreen, CANTEENS_TEXTS, type CanteensScreenProps } from './CanteensScreen';
