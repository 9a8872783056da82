export { KioskScreen, kr, type KioskScreenProps } from './KioskScreen';
export { KioskSignInScreen, type KioskSignInScreenProps } from './KioskSignInScreen';
