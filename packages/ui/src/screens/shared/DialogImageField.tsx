import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Button } from '../../Button/Button';
import { Spinner } from '../../Spinner/Spinner';
import * as s from './DialogImageField.css';

/** The cropper is a chunk of its own, fetched when the user asks to add a picture. */
const loadImageUpload = () => import('../../ImageUpload/ImageUpload');
const ImageUpload = lazy(() => loadImageUpload().then((module) => ({ default: module.ImageUpload })));

export const DIALOG_IMAGE_TEXTS = {
  add: 'Add image',
  replace: 'Replace image',
  remove: 'Remove image',
  keepCurrent: 'Keep current image',
  chosen: 'Chosen image',
  current: 'Current image',
  loading: 'Loading the image editor',
} as const;

export interface DialogImageFieldProps {
  /** The field's label, e.g. 'Image'. */
  label: string;
  /** The cropped picture that will be uploaded with the form, or null for none. */
  value: Blob | null;
  onChange: (image: Blob | null) => void;
  /** The picture the record has now (an edit): shown with 'Replace image' until another is chosen. */
  current?: string | null;
  /** Width / height of the crop. @default 16 / 9 */
  aspect?: number;
}

/**
 * An optional picture in an add or edit dialog (locations, rooms): 'Add image' (or, when the record has a
 * picture, 'Replace image' beside it) opens the cropper (JPG or PNG, at most 20 MB, judged by ImageUpload
 * before anything is sent); the cropped picture is previewed with 'Remove image' (on an edit 'Keep current
 * image') and goes with the form as its multipart part `image`.
 */
export function DialogImageField({ label, value, onChange, current = null, aspect = 16 / 9 }: DialogImageFieldProps) {
  const labelId = useId();
  const [isCropping, setCropping] = useState(false);
  // The picture's URL is let go once the preview has loaded it (the image stays decoded in the <img>).
  const previewUrl = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);

  return (
    <div className={s.field} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={s.label}>
        {label}
      </span>
      {isCropping ? (
        <Suspense fallback={<Spinner label={DIALOG_IMAGE_TEXTS.loading} />}>
          <ImageUpload
            label={label}
            aspect={aspect}
            onCropped={(image) => {
              onChange(image);
              setCropping(false);
            }}
            onCancel={() => setCropping(false)}
          />
        </Suspense>
      ) : value && previewUrl ? (
        <div className={s.chosen}>
          <img className={s.preview} src={previewUrl} alt={DIALOG_IMAGE_TEXTS.chosen} onLoad={() => URL.revokeObjectURL(previewUrl)} />
          <Button variant="secondary" onPress={() => onChange(null)}>
            {current ? DIALOG_IMAGE_TEXTS.keepCurrent : DIALOG_IMAGE_TEXTS.remove}
          </Button>
        </div>
      ) : (
        <div className={s.chosen}>
          {current ? <img className={s.preview} src={current} alt={DIALOG_IMAGE_TEXTS.current} /> : null}
          <Button variant="secondary" onHoverStart={() => void loadImageUpload()} onPress={() => setCropping(true)}>
            {current ? DIALOG_IMAGE_TEXTS.replace : DIALOG_IMAGE_TEXTS.add}
          </Button>
        </div>
      )}
    </div>
  );
}
