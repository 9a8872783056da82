export { ReceptionBoardScreen, type ReceptionArriveResult, type ReceptionBoardScreenProps } from './ReceptionBoardScreen';
export { ReceptionSignInScreen, type ReceptionSignInScreenProps } from './ReceptionSignInScreen';
