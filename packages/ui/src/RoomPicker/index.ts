export { RoomPicker, NoRoomsState, ALL_ROOMS, ROOM_PICKER_LABEL, type RoomChoice, type RoomPickerProps } from './RoomPicker';
