export { UsersScreen, USERS_TEXTS, USER_DENIAL_TEXTS, deleteUsersMessage, type UsersScreenProps } from './UsersScreen';
