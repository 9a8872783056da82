export {
  ProfileScreen,
  PROFILE_TEXTS,
  type ProfileFieldName,
  type ProfileScreenProps,
  type ProfileScreenUser,
} from './ProfileScreen';
