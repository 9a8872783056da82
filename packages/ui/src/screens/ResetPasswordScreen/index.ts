export { ResetPasswordScreen, RESET_PASSWORD_TEXTS, type ResetPasswordScreenProps } from './ResetPasswordScreen';
export { NEW_PASSWORD_TEXTS } from '../shared/NewPasswordFields';
