export { RoomsScreen, ROOMS_TEXTS, type RoomsScreenProps } from './RoomsScreen';
