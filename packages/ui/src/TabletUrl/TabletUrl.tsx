import { tabletUrlOf } from '@roombook/domain/rooms/rules/room-texts';
import { useState } from 'react';
import { TEXTS } from '@roombook/domain/messages';
import { ROOM_MESSAGES } from '@roombook/domain/rooms/page';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { CopyToClipboard } from '../CopyToClipboard/CopyToClipboard';
import { actions, group, hiddenText, mask, url as urlClass } from './TabletUrl.css';

export const TABLET_URL_TEXTS = {
  label: 'Tablet URL',
  show: 'Show',
  hide: 'Hide',
  copy: 'Copy',
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
 * copies the real URL whether it is shown or not.
 */
export function TabletUrl({ tabletHost, code, roomName, onReset, isResetting = false }: TabletUrlProps) {
  const [isShown, setShown] = useState(false);
  const [isAsking, setAsking] = useState(false);
  const [isWaiting, setWaiting] = useState(false);
  const fullUrl = tabletUrlOf(tabletHost, code);
  const prefix = fullUrl.slice(0, fullUrl.length - encodeURIComponent(code).length);
  const label = roomName ? `${TABLET_URL_TEXTS.label} of ${roomName}` : TABLET_URL_TEXTS.label;

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
