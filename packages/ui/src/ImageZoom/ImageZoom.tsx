import { useState } from 'react';
import { Button as RACButton, Dialog as RACDialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { CLOSE_DIALOG_LABEL } from '../Dialog/Dialog';
import { closeButton, dialog, header, heading, modal, overlay } from '../Dialog/Dialog.css';
import { figure, large, missing, missingIcon, thumb, thumbButton, wideModal } from './ImageZoom.css';

export interface ImageZoomProps {
  src: string;
  /** What the image shows (a room's or a user's name): the thumbnail's and the large image's text. */
  alt: string;
  /** Width and height of the square thumbnail in px. @default 48 */
  size?: number;
}

/** The thumbnail button's accessible name. */
export const zoomButtonLabel = (alt: string): string => `Enlarge image: ${alt}`;

function MissingImage({ alt, size }: { alt: string; size: number }) {
  return (
    <span className={missing} style={{ width: size, height: size }} role="img" aria-label={alt}>
      <svg className={missingIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true" focusable="false">
        <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
        <path d="M3.5 16l5-5 4 4 3-3 5 5M4 4l16 16" />
      </svg>
    </span>
  );
}

/**
 * A thumbnail that enlarges (spec §2: "image (click to zoom)"): a button showing the image; pressing it
 * (click, Enter or Space) opens a modal dialog titled by `alt` with the large image. Escape, the close
 * button or a click outside close it and focus returns to the thumbnail. An image that fails to load
 * shows a placeholder instead, with nothing to enlarge.
 */
export function ImageZoom({ src, alt, size = 48 }: ImageZoomProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) return <MissingImage alt={alt} size={size} />;
  return (
    <DialogTrigger>
      <RACButton className={thumbButton} aria-label={zoomButtonLabel(alt)}>
        <img className={thumb} src={src} alt="" width={size} height={size} onError={() => setFailedSrc(src)} />
      </RACButton>
      <ModalOverlay className={overlay} isDismissable>
        <Modal className={`${modal} ${wideModal}`}>
          <RACDialog className={dialog}>
            {({ close }) => (
              <>
                <div className={header}>
                  <Heading slot="title" className={heading}>
                    {alt}
                  </Heading>
                  <RACButton className={closeButton} aria-label={CLOSE_DIALOG_LABEL} onPress={close}>
                    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
                      <path d="M6 6l12 12M18 6L6 18" />
                    </svg>
                  </RACButton>
                </div>
                <figure className={figure}>
                  <img className={large} src={src} alt={alt} />
                </figure>
              </>
            )}
          </RACDialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
