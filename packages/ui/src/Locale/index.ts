export { APP_LOCALE, LocaleProvider } from './Locale';
