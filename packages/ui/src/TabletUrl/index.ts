export { TabletUrl, TABLET_URL_TEXTS, type TabletUrlProps } from './TabletUrl';
