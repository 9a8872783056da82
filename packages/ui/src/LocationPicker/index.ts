export { LocationPicker, LOCATION_PICKER_LABEL, LOADING_LOCATIONS, type LocationPickerProps } from './LocationPicker';
