export { LocationsScreen, LOCATIONS_TEXTS, type LocationsScreenProps, type LocationFormValue } from './LocationsScreen';
