export { CanteenItemsScreen, CANTEEN_ITEMS_TEXTS, type CanteenItemsScreenProps } from './CanteenItemsScreen';
