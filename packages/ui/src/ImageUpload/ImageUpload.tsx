import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import {
  DropZone,
  FileTrigger,
  Label,
  Slider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  Text,
  isFileDropItem,
  type DropItem,
} from 'react-aria-components';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, type ImageType } from '@roombook/domain/constants';
import { ERRORS, VALIDATION } from '@roombook/domain/messages';
import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import { checkImageFile, cropToBlob } from './image-file';
import * as s from './ImageUpload.css';

/** The component's own texts (the spec gives only the two error messages, which come from the domain). */
export const IMAGE_UPLOAD_TEXTS = {
  dropHere: 'Drag and drop an image here',
  choose: 'Choose image',
  chooseAnother: 'Choose another image',
  hint: `JPG or PNG, at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB`,
  checking: 'Checking image',
  cropArea: 'Crop area',
  cropHint: 'Drag the image or use the arrow keys to move it; zoom with the slider.',
  zoom: 'Zoom',
  save: 'Save image',
  cancel: 'Cancel',
} as const;

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 3;
export const ZOOM_STEP = 0.1;
/** The longer side of the cropped image is scaled down to this many pixels (never up). */
export const DEFAULT_MAX_OUTPUT_PX = 1024;

export interface ImageUploadProps {
  /** The visible label of the whole control, e.g. 'Update image'. */
  label: string;
  /** Width / height of the crop: 1 (square) for avatars, 16 / 9 for room pictures. @default 1 */
  aspect?: number;
  /** The cropped image, a PNG or JPEG Blob of the chosen file's type, ready for a multipart upload. */
  onCropped: (blob: Blob) => void;
  /** The user gave up: the Cancel button (shown only when this is given). */
  onCancel?: () => void;
  isDisabled?: boolean;
  /** The app is uploading the cropped image: Save shows that it is busy. */
  isPending?: boolean;
  /** 'round' shows a circular crop guide (avatars); the image itself stays square. @default 'rect' */
  cropShape?: 'rect' | 'round';
  /** @default 1024 */
  maxOutputSize?: number;
}

type Stage = { kind: 'choose' } | { kind: 'crop'; url: string; type: ImageType; image: HTMLImageElement };

const loadImage = async (url: string): Promise<HTMLImageElement> => {
  const image = new Image();
  image.src = url;
  await image.decode();
  return image;
};

function UploadIcon() {
  return (
    <svg className={s.dropIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true" focusable="false">
      <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
      <path d="M3.5 16l5-5 4 4 3-3 5 5" />
      <circle cx="15.5" cy="9" r="1.5" />
    </svg>
  );
}

/**
 * Choose an image (a button or drag and drop), check it before anything is uploaded, crop it, and hand
 * the cropped image over (spec §2: profile avatar and My Company image, "crop; max 20971520 bytes").
 *
 * - A file over IMAGE_MAX_BYTES is refused with 'Image too large. Maximum size is 20 MB', anything but a
 *   JPG or PNG (judged by its first bytes, not its name) with 'Invalid file type. Must be JPG or PNG'.
 *   A file whose bytes claim JPG/PNG but that does not decode gets the type message too.
 * - The crop area moves by dragging or with the arrow keys when focused; the labelled Zoom slider works
 *   with the arrow keys, Home and End.
 * - 'Save image' calls `onCropped` with the cropped area drawn on a canvas, at most `maxOutputSize`
 *   pixels on its longer side, in the type of the chosen file.
 */
export function ImageUpload({
  label,
  aspect = 1,
  onCropped,
  onCancel,
  isDisabled = false,
  isPending = false,
  cropShape = 'rect',
  maxOutputSize = DEFAULT_MAX_OUTPUT_PX,
}: ImageUploadProps) {
  const labelId = useId();
  const errorId = useId();
  const hintId = useId();
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [messages, setMessages] = useState<string[]>([]);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [area, setArea] = useState<Area | null>(null);
  const [isCropping, setCropping] = useState(false);
  // A chosen file is being checked; the current stage stays until it passes (a refused file does not
  // throw away the picture being cropped). The buttons stay enabled so that focus stays where it is.
  const [isChecking, setChecking] = useState(false);
  // Only the latest chosen file counts when the user picks again while one is being checked.
  const attempt = useRef(0);

  const stageUrl = stage.kind === 'crop' ? stage.url : null;
  useEffect(() => {
    if (!stageUrl) return undefined;
    return () => URL.revokeObjectURL(stageUrl);
  }, [stageUrl]);

  const accept = useCallback(async (file: Blob | null | undefined) => {
    const current = ++attempt.current;
    setMessages([]);
    if (!file) {
      setMessages([VALIDATION.imageType]);
      return;
    }
    setChecking(true);
    const refuse = (problems: string[]) => {
      if (current !== attempt.current) return;
      setChecking(false);
      setMessages(problems);
    };
    const check = await checkImageFile(file);
    if (!check.ok) {
      refuse(check.messages);
      return;
    }
    const url = URL.createObjectURL(file);
    let image: HTMLImageElement;
    try {
      image = await loadImage(url);
    } catch {
      URL.revokeObjectURL(url);
      refuse([VALIDATION.imageType]);
      return;
    }
    if (current !== attempt.current) {
      URL.revokeObjectURL(url);
      return;
    }
    setChecking(false);
    setCrop({ x: 0, y: 0 });
    setZoom(MIN_ZOOM);
    setArea(null);
    setStage({ kind: 'crop', url, type: check.type, image });
  }, []);

  const onDrop = async (items: readonly DropItem[]) => {
    const item = items.find(isFileDropItem);
    await accept(item ? await item.getFile() : null);
  };

  const save = async () => {
    if (stage.kind !== 'crop' || !area) return;
    setCropping(true);
    try {
      onCropped(await cropToBlob(stage.image, area, stage.type, maxOutputSize));
    } catch (error) {
      console.error('Cropping the image failed', error);
      setMessages([ERRORS.internal]);
    } finally {
      setCropping(false);
    }
  };

  const cancel = () => {
    attempt.current += 1;
    setChecking(false);
    setMessages([]);
    setStage({ kind: 'choose' });
    onCancel?.();
  };

  const chooseButton = (text: string, variant: 'primary' | 'ghost') => (
    <FileTrigger acceptedFileTypes={[...IMAGE_TYPES]} onSelect={(files) => void accept(files?.[0])}>
      <Button variant={variant} isDisabled={isDisabled} aria-describedby={messages.length > 0 ? errorId : undefined}>
        {text}
      </Button>
    </FileTrigger>
  );

  const checkingSpinner = isChecking ? (
    <div className={s.checking}>
      <Spinner label={IMAGE_UPLOAD_TEXTS.checking} />
    </div>
  ) : null;

  const errorList =
    messages.length > 0 ? (
      <div id={errorId} role="alert" className={s.errors}>
        {messages.map((message) => (
          <span key={message}>{message}</span>
        ))}
      </div>
    ) : null;

  return (
    <div role="group" aria-labelledby={labelId} className={s.root}>
      <span id={labelId} className={s.label}>
        {label}
      </span>

      {stage.kind === 'choose' ? (
        <>
          <DropZone
            className={messages.length > 0 ? `${s.dropZone} ${s.invalid}` : s.dropZone}
            isDisabled={isDisabled}
            getDropOperation={() => 'copy'}
            onDrop={(event) => void onDrop(event.items)}
          >
            <UploadIcon />
            <Text slot="label" className={s.dropText}>
              {IMAGE_UPLOAD_TEXTS.dropHere}
            </Text>
            {chooseButton(IMAGE_UPLOAD_TEXTS.choose, 'primary')}
            <p className={s.hint}>{IMAGE_UPLOAD_TEXTS.hint}</p>
          </DropZone>
          {checkingSpinner}
          {errorList}
          {onCancel ? (
            <div className={s.actions}>
              <Button variant="secondary" onPress={cancel}>
                {IMAGE_UPLOAD_TEXTS.cancel}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}


      {stage.kind === 'crop' ? (
        <>
          <div className={s.cropBox}>
            <Cropper
              image={stage.url}
              crop={crop}
              zoom={zoom}
              aspect={aspect}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              cropShape={cropShape}
              keyboardStep={10}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              classes={{ cropAreaClassName: s.cropArea }}
              cropperProps={{ role: 'group', 'aria-label': IMAGE_UPLOAD_TEXTS.cropArea, 'aria-describedby': hintId }}
            />
          </div>
          <p id={hintId} className={s.cropHint}>
            {IMAGE_UPLOAD_TEXTS.cropHint}
          </p>
          <Slider
            className={s.slider}
            minValue={MIN_ZOOM}
            maxValue={MAX_ZOOM}
            step={ZOOM_STEP}
            value={zoom}
            onChange={setZoom}
            isDisabled={isDisabled}
            formatOptions={{ style: 'percent', maximumFractionDigits: 0 }}
          >
            <Label className={s.sliderLabel}>{IMAGE_UPLOAD_TEXTS.zoom}</Label>
            <SliderOutput className={s.sliderOutput} />
            <SliderTrack className={s.track}>
              <SliderThumb className={s.thumb} />
            </SliderTrack>
          </Slider>
          {checkingSpinner}
          {errorList}
          <div className={s.actions}>
            {chooseButton(IMAGE_UPLOAD_TEXTS.chooseAnother, 'ghost')}
            <Button variant="secondary" onPress={cancel} isDisabled={isCropping}>
              {IMAGE_UPLOAD_TEXTS.cancel}
            </Button>
            <Button
              isDisabled={isDisabled || area === null}
              isPending={isPending || isCropping}
              onPress={() => void save()}
            >
              {IMAGE_UPLOAD_TEXTS.save}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
