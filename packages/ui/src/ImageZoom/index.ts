export { ImageZoom, zoomButtonLabel, type ImageZoomProps } from './ImageZoom';
