export { TabletScreen, type TabletAnswer } from './TabletScreen';
