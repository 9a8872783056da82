export { FeatureChips, type FeatureChipsProps } from './FeatureChips';
