export { FeaturesScreen, FEATURES_TEXTS, type FeaturesScreenProps } from './FeaturesScreen';
