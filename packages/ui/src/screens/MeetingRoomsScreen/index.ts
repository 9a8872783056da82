export { MeetingRoomsScreen, MEETING_ROOMS_TEXTS, type MeetingRoomsScreenProps } from './MeetingRoomsScreen';
