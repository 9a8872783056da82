export { ShellScreen, LOGOUT_PATH, type ShellScreenProps, type ShellScreenUser } from './ShellScreen';
