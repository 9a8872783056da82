export { UpdatePasswordScreen, UPDATE_PASSWORD_TEXTS, type UpdatePasswordScreenProps } from './UpdatePasswordScreen';
export { NEW_PASSWORD_TEXTS } from '../shared/NewPasswordFields';
