export { MeetingRoomsScreen, MEETING_ROOMS_TEXTS, type MeetingRoomsScreenProps, roomColumns } from './MeetingRoomsScreen';
