import { useState } from 'react';
import { CALENDAR_FEED_MESSAGES } from '@roombook/domain/calendar-feeds/page';
import type { CalendarLinks } from '@roombook/domain/calendar-feeds/schemas';
import { Button } from '../../Button/Button';
import { ConfirmDialog } from '../../ConfirmDialog/ConfirmDialog';
import { useConfirmedRun } from '../../ConfirmDialog/useConfirmedRun';
import { CopyToClipboard } from '../../CopyToClipboard/CopyToClipboard';
import { Select } from '../../Select/Select';
import { TextField } from '../../TextField/TextField';
import { DetailsCard, DetailsCardActions, DetailsNote } from '../shared/DetailsPage';
import * as s from './ProfileScreen.css';

const T = CALENDAR_FEED_MESSAGES;

/** A feed's address, read-only and selectable, with Copy beside it. */
function FeedAddress({ label, name, url }: { label: string; name: string; url: string }) {
  return (
    <div className={s.feedRow}>
      <div className={s.feedField}>
        <TextField label={label} name={name} value={url} isReadOnly />
      </div>
      <CopyToClipboard text={url} label={T.copy} aria-label={`${T.copy} ${label}`} notice={T.copied} />
    </div>
  );
}

export interface CalendarFeedsCardProps {
  /** The user's feed addresses (GET /api/calendar-links), or null when they could not be read. */
  links: CalendarLinks | null;
  /** Runs once 'Reset addresses' is confirmed; the dialog closes when it settles. */
  onReset: () => Promise<void>;
}

/**
 * Calendar feeds (issue 30 §2, docs/decisions/105): the address of the user's bookings (and their company's), a
 * room of their calendar and its address, each with Copy, and 'Reset addresses', which asks first and ends every old
 * address at once.
 */
export function CalendarFeedsCard({ links, onReset }: CalendarFeedsCardProps) {
  const [roomId, setRoomId] = useState<number | null>(links?.rooms[0]?.roomId ?? null);
  const { isConfirming, setConfirming, isPending, confirm } = useConfirmedRun(onReset);
  const room = links?.rooms.find((r) => r.roomId === roomId) ?? links?.rooms[0];

  return (
    <DetailsCard heading={T.heading}>
      <DetailsNote>{T.help}</DetailsNote>
      {links === null ? (
        <DetailsNote>{T.unavailable}</DetailsNote>
      ) : (
        <>
          <FeedAddress label={links.withCompany ? T.yourAndCompanyBookings : T.yourBookings} name="bookingsFeed" url={links.bookings} />
          {room ? (
            <>
              <Select
                label={T.room}
                items={links.rooms.map((r) => ({ id: r.roomId, label: `${r.roomName} (${r.locationName})` }))}
                selectedKey={room.roomId}
                onSelectionChange={(key) => setRoomId(Number(key))}
              />
              <FeedAddress label={T.roomFeed(room.roomName)} name="roomFeed" url={room.url} />
            </>
          ) : (
            <DetailsNote>{T.noRooms}</DetailsNote>
          )}
          <DetailsCardActions>
            <Button variant="secondary" onPress={() => setConfirming(true)}>
              {T.reset}
            </Button>
          </DetailsCardActions>
        </>
      )}
      <ConfirmDialog
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        title={T.reset}
        message={T.confirmReset}
        confirmLabel={T.reset}
        isPending={isPending}
        onConfirm={() => void confirm()}
      />
    </DetailsCard>
  );
}
