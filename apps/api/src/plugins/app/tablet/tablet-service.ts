import { Temporal } from 'temporal-polyfill';
import type { TabletState } from '@roombook/domain/tablet/schemas';
import { tabletState } from '@roombook/domain/tablet/rules/tablet-state';
import { TABLET_MESSAGES } from '@roombook/domain/tablet/page';
import { dayWindow } from '@roombook/domain/time/windows';
import { isRoomCode } from '@roombook/domain/rooms/rules/room-code';
import { HttpError } from '../../../errors';
import type { Deps } from '../../../deps';
import { tabletRepository, type TabletRepository } from './tablet-repository';

/** A room's tablet, as a tablet call's request knows it (docs/decisions/100). */
export interface TabletSession {
  roomId: number;
}

/** Tablet tokens say what they are: `tablet_` and the room's tablet code. */
const TABLET_TOKEN_PREFIX = 'tablet_';

/** The one refusal of a tablet credential: the tablet shows it and asks to be set up again. */
const setUpAgain = () => new HttpError(401, TABLET_MESSAGES.setUpAgain);

/**
 * The room tablet (issue 29 §1, docs/decisions/100): the tablet code is the device's credential, looked up on
 * every call (nothing cached, so Reset URL ends the old code at once on every API process), and it opens only
 * its own room's calls.
 */
export class TabletService {
  constructor(
    private readonly tablets: TabletRepository,
    private readonly now: () => Date,
  ) {}

  /** The room of an `Authorization: Bearer tablet_{code}` header; 401 'This tablet needs to be set up again' otherwise. */
  async authenticate(authorization: string | undefined): Promise<TabletSession> {
    const token = authorization === undefined ? undefined : /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
    if (token === undefined || !token.startsWith(TABLET_TOKEN_PREFIX)) throw setUpAgain();
    const code = token.slice(TABLET_TOKEN_PREFIX.length);
    // Only the shape of a code is looked up: anything else cannot be one.
    const roomId = isRoomCode(code) ? await this.tablets.roomIdOfCode(code) : undefined;
    if (roomId === undefined) throw setUpAgain();
    return { roomId };
  }

  /** The room's state now (`tabletState`): the day's bookings read once. */
  async state(tablet: TabletSession): Promise<TabletState> {
    const at = Temporal.Instant.fromEpochMilliseconds(this.now().getTime());
    const [room, bookings] = await Promise.all([this.tablets.room(tablet.roomId), this.tablets.bookings(tablet.roomId, dayWindow(at))]);
    if (room === undefined) throw setUpAgain();
    return tabletState(room, at, bookings);
  }
}

export const tabletService = (deps: Deps) => new TabletService(deps.get(tabletRepository), deps.now);
