export { ForgotPasswordScreen, FORGOT_PASSWORD_TEXTS, type ForgotPasswordScreenProps } from './ForgotPasswordScreen';
