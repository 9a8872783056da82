export {
  UsersScreen,
  USERS_TEXTS,
  USER_DENIAL_TEXTS,
  deleteUsersMessage,
  type AdminUserFormValue,
  type CompanyOption,
  type CompanyUserFormValue,
  type UserFormValue,
  type UsersScreenProps,
} from './UsersScreen';
