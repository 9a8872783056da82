import { tabletUrlOf } from '@roombook/domain/rooms/rules/room-texts';
import { useState } from 'react';
import { TEXTS } from '@roombook/domain/messages';
import { ROOM_MESSAGES } from '@roombook/domain/rooms/page';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { CopyToClipboard } from '../CopyToClipboard/CopyToClipboard';
import { Dialog } from '../Dialog/Dialog';
import { QrCode } from '../QrCode/QrCode';
import { actions, group, hiddenText, mask, qrCaption, qrFigure, qrRoom, qrUrl, url as urlClass } from './TabletUrl.css';

export const TABLET_URL_TEXTS = {
  label: 'Tablet URL',
  show: 'Show',
  hide: 'Hide',
  copy: 'Copy',
  qrCode: 'QR code',
  /** The QR code dialog's title. */
  qrTitle: "Scan with the tablet's camera",
  /** The QR code image's name, followed by ' of {room}' in a table of rooms. */
  qrLabel: 'QR code of the tablet URL',
  /** Read out in place of the masked code. */
  hidden: 'hidden',
} as const;

const MASK = '••••••••';

export interface TabletUrlProps {
  /** The tablet host (a build setting, spec §9), e.g. 'https://tablet.roombook.example'. */
  tabletHost: string;
  /** The room's tablet code. */
  code: string;
  /** Names the group in a table of rooms: 'Tablet URL of Fjord'. */
  roomName?: string;
  /**
   * Give the room a new code (POST /api/room/reset-code/{id}). Called after the user confirmed
   * ROOM_MESSAGES.confirmResetUrl. A returned promise keeps the confirmation busy until it settles; a rejection is
   * only logged (spec §8).
   */
  onReset: () => Promise<unknown> | void;
  /** A reset is running (e.g. the app's fetcher is submitting). */
  isResetting?: boolean;
}

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/**
 * A room's tablet-view URL (spec §2, Manage Rooms): masked by default with Show/Hide, a copy button
 * ('URL copied to clipboard!' for 3 s) and 'Reset URL', which asks ROOM_MESSAGES.confirmResetUrl first. Copy
 * copies the real URL whether it is shown or not. While the URL is shown, 'QR code' beside Copy opens a dialog
 * with the URL as a QR code, the room's name and the URL, so that a tablet is set up by pointing its camera at it
 * (issue 29, docs/decisions/099); hidden, the code is not drawn anywhere.
 */
export function TabletUrl({ tabletHost, code, roomName, onReset, isResetting = false }: TabletUrlProps) {
  const [isShown, setShown] = useState(false);
  const [isAsking, setAsking] = useState(false);
  const [isWaiting, setWaiting] = useState(false);
  const fullUrl = tabletUrlOf(tabletHost, code);
  const prefix = fullUrl.slice(0, fullUrl.length - encodeURIComponent(code).length);
  const label = roomName ? `${TABLET_URL_TEXTS.label} of ${roomName}` : TABLET_URL_TEXTS.label;
  const qrLabel = roomName ? `${TABLET_URL_TEXTS.qrLabel} of ${roomName}` : TABLET_URL_TEXTS.qrLabel;

  const confirmReset = () => {
    let result: unknown;
    try {
      result = onReset();
    } catch (error) {
      console.error('Resetting the room URL failed', error);
      setAsking(false);
      return;
    }
    if (!isPromiseLike(result)) {
      setAsking(false);
      return;
    }
    setWaiting(true);
    Promise.resolve(result)
      .catch((error: unknown) => console.error('Resetting the room URL failed', error))
      .finally(() => {
        setWaiting(false);
        setAsking(false);
      });
  };

  return (
    <div role="group" aria-label={label} className={group}>
      <span className={urlClass}>
        {prefix}
        {isShown ? (
          code
        ) : (
          <>
            <span aria-hidden="true" className={mask}>
              {MASK}
            </span>
            <span className={hiddenText}>{TABLET_URL_TEXTS.hidden}</span>
          </>
        )}
      </span>
      <div className={actions}>
        <Button variant="ghost" onPress={() => setShown((shown) => !shown)}>
          {isShown ? TABLET_URL_TEXTS.hide : TABLET_URL_TEXTS.show}
        </Button>
        <CopyToClipboard text={fullUrl} label={TABLET_URL_TEXTS.copy} notice={TEXTS.rooms.urlCopied} />
        {isShown ? (
          <Dialog title={TABLET_URL_TEXTS.qrTitle} trigger={<Button variant="secondary">{TABLET_URL_TEXTS.qrCode}</Button>}>
            <figure className={qrFigure}>
              <QrCode text={fullUrl} label={qrLabel} />
              <figcaption className={qrCaption}>
                {roomName ? <span className={qrRoom}>{roomName}</span> : null}
                <span className={qrUrl}>{fullUrl}</span>
              </figcaption>
            </figure>
          </Dialog>
        ) : null}
        <Button variant="secondary" isPending={isResetting || isWaiting} onPress={() => setAsking(true)}>
          {TEXTS.rooms.resetUrl}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={isAsking}
        onOpenChange={setAsking}
        title={TEXTS.rooms.resetUrl}
        message={ROOM_MESSAGES.confirmResetUrl}
        confirmLabel={TEXTS.rooms.resetUrl}
        tone="danger"
        isPending={isWaiting || isResetting}
        onConfirm={confirmReset}
      />
    </div>
  );
}
