export { ReceptionsScreen, RECEPTIONS_TEXTS, type ReceptionsScreenProps } from './ReceptionsScreen';
