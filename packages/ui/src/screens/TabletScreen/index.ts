export { TabletScreen, type TabletActResult, type TabletAction, type TabletAnswer } from './TabletScreen';
