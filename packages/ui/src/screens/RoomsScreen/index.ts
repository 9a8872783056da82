export { RoomsScreen, ROOMS_TEXTS, type RoomFormValue, type RoomsScreenProps } from './RoomsScreen';
