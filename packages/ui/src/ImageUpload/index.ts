export {
  ImageUpload,
  IMAGE_UPLOAD_TEXTS,
  DEFAULT_MAX_OUTPUT_PX,
  MIN_ZOOM,
  MAX_ZOOM,
  ZOOM_STEP,
  type ImageUploadProps,
} from './ImageUpload';
export { checkImageFile, cropToBlob, type ImageCheck, type PixelArea } from './image-file';
