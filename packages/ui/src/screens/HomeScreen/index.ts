export { HomeScreen, HOME_TEXTS, type HomeScreenProps, type HomeScreenUser } from './HomeScreen';
