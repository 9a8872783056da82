import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { ERRORS } from '@roombook/domain/messages';
import { Alert } from '../../Alert/Alert';
import { Avatar } from '../../Avatar/Avatar';
import { Button } from '../../Button/Button';
import { FormErrorList } from '../../FieldError/FormErrorList';
import { Spinner } from '../../Spinner/Spinner';
import type { FormScreenProps } from './form';
import * as s from './DetailsPage.css';
import { pageHeading } from './page.css';

/** The image cropper is a chunk of its own, fetched when the user asks to update the image. */
const loadImageUpload = () => import('../../ImageUpload/ImageUpload');
const ImageUpload = lazy(() => loadImageUpload().then((module) => ({ default: module.ImageUpload })));

export const DETAILS_PAGE_TEXTS = {
  updateImage: 'Update image',
  loadingImage: 'Loading the image editor',
} as const;

/**
 * A details page (Profile, My Company): the heading, then the cards of `side` (the avatar card, …) beside
 * the form on wide screens and above it on narrow ones.
 */
export function DetailsPage({ heading, side, children }: { heading: string; side: ReactNode; children: ReactNode }) {
  return (
    <div>
      <h1 className={pageHeading}>{heading}</h1>
      <div className={s.page}>
        <div className={s.side}>{side}</div>
        {children}
      </div>
    </div>
  );
}

/** A card of a details page under its own heading. */
export function DetailsCard({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={s.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={s.cardHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

export interface AvatarCardProps {
  /** The person's or company's name: the avatar's name (and its letter without an image) and the card's title. */
  name: string;
  image: string | null;
  /** Lines under the name (company, role, room number). */
  lines: readonly string[];
  /** The cropper's label ('New profile image'). */
  imageLabel: string;
  /** Uploads the cropped image: resolved, the editor closes; rejected, its message shows under it. Absent: no 'Update image'. */
  onUploadImage?: (image: Blob) => Promise<void>;
  /** The crop guide: round for a person. @default 'rect' */
  cropShape?: 'rect' | 'round';
}

/**
 * The avatar (the image, or the first letter of the name), the name and its lines, and, when the image may
 * be changed, 'Update image': the cropper (JPG or PNG, at most 20 MB, judged before anything is sent), whose
 * cropped picture goes to `onUploadImage`.
 */
export function AvatarCard({ name, image, lines, imageLabel, onUploadImage, cropShape }: AvatarCardProps) {
  const [isEditing, setEditing] = useState(false);
  const [isUploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const upload = async (picture: Blob) => {
    if (!onUploadImage) return;
    setUploading(true);
    setUploadError(null);
    try {
      await onUploadImage(picture);
      setEditing(false);
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : ERRORS.internal);
    } finally {
      setUploading(false);
    }
  };

  return (
    <section className={s.card} aria-label={name}>
      <div className={s.person}>
        <Avatar name={name} src={image} size="large" />
        <div className={s.personText}>
          <p className={s.personName}>{name}</p>
          {lines.map((line, index) => (
            <p key={`${index}:${line}`} className={s.muted}>
              {line}
            </p>
          ))}
        </div>
      </div>
      {!onUploadImage ? null : isEditing ? (
        <Suspense fallback={<Spinner label={DETAILS_PAGE_TEXTS.loadingImage} />}>
          <ImageUpload
            label={imageLabel}
            cropShape={cropShape}
            isPending={isUploading}
            onCropped={(picture) => void upload(picture)}
            onCancel={() => {
              setEditing(false);
              setUploadError(null);
            }}
          />
          {uploadError ? <Alert kind="error">{uploadError}</Alert> : null}
        </Suspense>
      ) : (
        <DetailsCardActions>
          <Button variant="secondary" onHoverStart={() => void loadImageUpload()} onPress={() => setEditing(true)}>
            {DETAILS_PAGE_TEXTS.updateImage}
          </Button>
        </DetailsCardActions>
      )}
    </section>
  );
}

export interface DetailsFormCardProps extends FormScreenProps {
  heading: string;
  /** The submit button's label; absent, the card shows its fields without a form (read-only). */
  submitLabel?: string;
  /** The fields (in `DetailsFormRow`s for two side by side). */
  children: ReactNode;
}

/** The form of a details page in its card: the form's errors above the fields, the submit button under them. */
export function DetailsFormCard({ heading, submitLabel, children, FormComponent = 'form', formProps, formErrors, isSubmitting = false }: DetailsFormCardProps) {
  return (
    <DetailsCard heading={heading}>
      {submitLabel === undefined ? (
        <div className={s.form}>{children}</div>
      ) : (
        <FormComponent method="post" {...formProps} className={s.form}>
          <FormErrorList errors={formErrors} />
          {children}
          <div className={s.actions}>
            <Button type="submit" isPending={isSubmitting}>
              {submitLabel}
            </Button>
          </div>
        </FormComponent>
      )}
    </DetailsCard>
  );
}

/** Two fields side by side, stacked on small screens. */
export function DetailsFormRow({ children }: { children: ReactNode }) {
  return <div className={s.row}>{children}</div>;
}

/** A muted line of text in a details card. */
export function DetailsNote({ children }: { children: ReactNode }) {
  return <p className={s.muted}>{children}</p>;
}

/** The buttons of a details card. */
export function DetailsCardActions({ children }: { children: ReactNode }) {
  return <div className={s.cardActions}>{children}</div>;
}
